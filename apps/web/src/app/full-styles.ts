// Every Mantine component's styles, for the pages behind the landing page (lazy-page.ts). Loaded
// after landing-styles.ts, so where both hold a rule this copy, in Mantine's own order, wins.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

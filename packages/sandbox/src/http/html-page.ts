/** Text for HTML: the simulator's hosted pages echo what requests carried (names, ids, messages). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A hosted page of the simulator (a platform's consent page, Stripe's checkout and portal): one
 * `main` landmark, never indexed, its own small stylesheet. `title` must already be escaped.
 */
export function htmlPage(title: string, body: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${title}</title>
  <style>${style}</style>
</head>
<body>
  <main>
    ${body}
  </main>
</body>
</html>
`;
}

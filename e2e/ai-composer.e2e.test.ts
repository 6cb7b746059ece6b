import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { audit } from './support/axe';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('browser journey: AI composer', () => {
  it('generates a post from a topic with the Sandbox provider, adds hashtags and schedules it', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'writer@example.com', 'Wren');
    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'X');
    await connectThroughConsent(page, 'LinkedIn');

    await page.goto(`${base}/create`);
    // A Mantine select: its input, not the listbox labelled the same.
    const selectInput = (label: string) =>
      page.locator('input').and(page.getByLabel(label, { exact: true }));
    await page.getByRole('radio', { name: 'AI Topic' }).check();
    const topic = page.getByRole('textbox', { name: 'Topic / Keywords' });
    await expect.poll(() => topic.isVisible()).toBe(true);

    // Spec 000 §5: platforms come first.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => page.getByText('Select Platforms First').isVisible()).toBe(true);
    const platforms = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => platforms.count()).toBe(2);
    for (const box of await platforms.all()) await box.check();

    // No keys are configured: GPT-5 and Gemini are offered disabled, the Sandbox is usable.
    await selectInput('AI Provider').click();
    await expect
      .poll(() =>
        page
          .getByRole('option', { name: 'GPT-5 (not configured on this server)' })
          .getAttribute('aria-disabled'),
      )
      .toBe('true');
    await page.getByRole('option', { name: 'Sandbox', exact: true }).click();
    await expect.poll(() => selectInput('AI Provider').inputValue()).toBe('Sandbox');

    // Beyond the spec: three variants in a tone, one chosen.
    await topic.fill('Winter beekeeping');
    await selectInput('Tone').click();
    await page.getByRole('option', { name: 'Witty' }).click();
    await page.getByRole('button', { name: 'Generate 3 variants' }).click();
    await expect.poll(() => page.getByRole('article', { name: /^Variant \d$/ }).count()).toBe(3);
    await page.getByRole('button', { name: 'Use variant 2' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await expect
      .poll(() => title.inputValue())
      .toBe('[Sandbox] Winter beekeeping (witty), variant 2');

    // The spec's generation from the topic, by keyboard alone (ADR 0044): title and content
    // filled, hashtags appended.
    await tabTo(page, page.getByRole('button', { name: 'Generate', exact: true }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => title.inputValue()).toBe('[Sandbox] Winter beekeeping');
    await expect
      .poll(() => content.inputValue())
      .toMatch(/^\[Sandbox\] A canned post about Winter beekeeping\.[\s\S]*\n\n#Sandbox #Canned$/);

    // Schedule it for tomorrow at 10:00.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 0, 0, 0);
    await page.getByLabel('Date').fill(localDay(tomorrow));
    await page.getByLabel('Time').fill('10:00');
    await audit(page, 'composer filled');
    await tabTo(page, page.getByRole('button', { name: 'Schedule', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => title.inputValue()).toBe('');
    // The form is back to its start (spec 000 §4): predefined mode.
    await expect.poll(() => page.getByRole('radio', { name: 'Predefined' }).isChecked()).toBe(true);

    await page.goto(`${base}/scheduled`);
    await expect
      .poll(() => page.getByRole('article', { name: '[Sandbox] Winter beekeeping' }).isVisible())
      .toBe(true);
    const saved = await journey.server.database.db.query.posts.findFirst();
    expect(saved).toMatchObject({
      generationMode: 'ai_topic',
      generationPrompt: 'Winter beekeeping',
      aiProvider: 'sandbox',
    });
    expect(saved?.generatedAt).toBeInstanceOf(Date);
    expect(saved?.scheduledAt?.getTime()).toBe(tomorrow.getTime());
    await page.context().close();
  });
});

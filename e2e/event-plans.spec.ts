import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const partOf = (page: Page, standing: string) =>
  page.locator(`[data-testid="plan-part"][data-standing="${standing}"]`);

test.describe('event plans', () => {
  // The pages, the pickers and the dialogs download on first visits.
  test.describe.configure({ timeout: 240_000, mode: 'serial' });

  test('the holding returns a sent part with a comment, the subsidiary fixes and resends it, the holding agrees it and its measures become events', async ({
    page,
    browser,
  }) => {
    // This year's demo plan: the employee's subsidiary has sent its part, another is late.
    await signInByApi(page, 'headdotos');
    await page.goto('/event-plan-admin');
    await expect(page).toHaveURL(/\/event-plan-admin\/[\w-]+$/, { timeout: 60_000 });
    await expect(heading(page)).toContainText('Сводный план мероприятий', { timeout: 60_000 });
    await expect(partOf(page, 'on_agreement')).toHaveCount(1, { timeout: 20_000 });
    await expect(partOf(page, 'late')).toHaveCount(1);
    await expect(partOf(page, 'late')).toContainText('Просрочен');
    await expect(page.getByTestId('plan-standings')).toContainText('Направлен: 1');
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: 'test-results/event-plan-consolidated.png', fullPage: true });

    // Returned for revision: the comment is required.
    const sent = partOf(page, 'on_agreement');
    const partHref = (await sent.getByRole('link').getAttribute('href')) ?? '';
    await sent.getByTestId('plan-part-return').click();
    await page.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByRole('dialog')).toContainText('Для этого действия нужен комментарий', {
      timeout: 20_000,
    });
    await page.getByTestId('plan-part-comment').fill('Уточните сроки обучения и стоимость');
    await page.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
    await expect(partOf(page, 'revision')).toHaveCount(1, { timeout: 20_000 });

    // The subsidiary reads the comment, changes a measure and sends the part again.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const subsidiary = await context.newPage();
    await signInByApi(subsidiary, 'employee');
    await subsidiary.goto(partHref);
    await expect(subsidiary.getByTestId('status-chip').first()).toHaveText('На доработке', {
      timeout: 60_000,
    });
    await expect(subsidiary.getByText('Уточните сроки обучения и стоимость')).toBeVisible({
      timeout: 20_000,
    });
    await subsidiary.getByTestId('item-edit').first().click();
    const dialog = subsidiary.getByTestId('item-form');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByTestId('field-cost').locator('input').first().fill('2600');
    await subsidiary.getByTestId('item-save').click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await subsidiary.getByTestId('workflow-action-send_to_agreement').click();
    await expect(subsidiary.getByTestId('status-chip').first()).toHaveText('На согласовании', {
      timeout: 20_000,
    });
    await context.close();

    // The holding agrees it; its measures are events now, listed on the part.
    await page.goto(partHref);
    await expect(page.getByTestId('status-chip').first()).toHaveText('На согласовании', { timeout: 60_000 });
    await expect(page.getByTestId('item-item').first()).toBeVisible({ timeout: 20_000 });
    const measures = await page.getByTestId('item-item').count();
    expect(measures).toBeGreaterThan(0);
    await page.getByTestId('workflow-action-approve').click();
    await page.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByTestId('status-chip').first()).toHaveText('Согласован', { timeout: 20_000 });
    await expect(page.getByTestId('record-event')).toHaveCount(measures, { timeout: 20_000 });
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: 'test-results/event-plan-part-agreed.png', fullPage: true });
  });

  test('the consolidated plan passes axe at 320 px without sideways scrolling', async ({ page }) => {
    await signInByApi(page, 'headdotos');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/event-plan-admin');
    await expect(page.getByTestId('plan-part').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yIssues(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await page.screenshot({ path: 'test-results/event-plan-consolidated-320.png', fullPage: true });

    // The late part, a draft: its editor and its measures, and the lists.
    const late = partOf(page, 'late').getByRole('link');
    const href = (await late.getAttribute('href')) ?? '';
    for (const path of [href, '/event-plan', '/event-plan-parts']) {
      await page.goto(path);
      await expect(heading(page)).toBeVisible({ timeout: 60_000 });
      if (path === href) await expect(page.getByTestId('item-item').first()).toBeVisible({ timeout: 20_000 });
      // The lists at 320 px: their rows without the grid (decision 103).
      else await expect(page.getByTestId('record-row').first()).toBeVisible({ timeout: 60_000 });
      await expectNoSeriousA11yIssues(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, path).toBe(false);
      await page.screenshot({
        path: `test-results/event-plan-320${path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
    }
  });
});

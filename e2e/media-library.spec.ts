import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, field, signInByApi, test, unique } from './fixtures';

type TRecord = { id: string; version: number };

/** A one-page PDF, small enough to write out by hand. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A small red PNG (8×8), written out as bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX/AAD///9BHTQRAAAADklEQVQI12P4z8CAFwEAGdQD/Sb+SYsAAAAASUVORK5CYII=',
  'base64',
);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const today = () => new Date().toISOString().slice(0, 10);

test.describe('the media library', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visual aid gets an image and a PDF, shows them in place, and appears under its golden rule', async ({
    page,
    api,
  }) => {
    const dotos = await api.signIn('dotos');
    const title = `Огневые работы ${unique()}`;
    const aid = await api.call<TRecord>('POST', '/api/visual-aids/', {
      token: dotos.token,
      data: {
        title_ru: title,
        title_kk: `Отпен жұмыстар ${title.slice(-6)}`,
        title_en: `Hot work ${title.slice(-6)}`,
        kind: 'poster',
        language: 'ru',
        organization_id: dotos.organization_id,
        vital_rules: ['hot_work'],
        published_on: today(),
      },
    });
    await signInByApi(page, 'dotos');

    // The list offers a button per kind; a kind's create route starts the record as that kind.
    await page.goto('/visual_aids');
    await expect(heading(page)).toHaveText('Наглядные пособия', { timeout: 60_000 });
    await page.getByTestId('visual-aid-create-leaflet').click();
    await expect(page).toHaveURL(/\/visual_aids_create\/leaflet$/);
    await expect(page.getByTestId('field-kind')).toContainText('Памятка', { timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);

    await page.goto(`/visual_aids/${aid.id}`);
    await page.getByTestId('attachments-input').setInputFiles(
      [
        { name: 'poster.png', mimeType: 'image/png', buffer: PNG },
        { name: 'leaflet.pdf', mimeType: 'application/pdf', buffer: PDF },
      ],
      { timeout: 60_000 },
    );
    const preview = page.getByTestId('media-preview');
    await expect(preview.getByTestId('media-preview-image')).toHaveAttribute('src', /^blob:/, {
      timeout: 30_000,
    });
    await expect(preview.getByTestId('media-preview-pdf')).toHaveAttribute('src', /^blob:/);
    await page.getByTestId('workflow-action-save_and_send').click();
    await expect(page.getByTestId('workflow-action-save_and_send')).toBeHidden({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);

    // An employee of a subsidiary sees the holding's poster under its rule, and opens it.
    await signInByApi(page, 'employee');
    await page.goto('/golden_rules');
    await expect(heading(page)).toHaveText('Золотые правила', { timeout: 60_000 });
    const rule = page.getByTestId('golden-rule-hot_work');
    await expect(rule).toContainText('Огневые работы');
    await expect(rule.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('golden-rule-working_at_height').getByRole('img')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await rule.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/visual_aids/${aid.id}$`));
    await expect(page.getByTestId('media-preview-image')).toHaveAttribute('src', /^blob:/, {
      timeout: 30_000,
    });
    // The keeper's page counted one view once it was published; this opening is the second.
    await expect(page.getByTestId('media-views')).toContainText('Просмотров: 2');
  });

  test('a media event gets a photo and shows it', async ({ page, api }) => {
    const dotos = await api.signIn('dotos');
    const event = await api.call<TRecord>('POST', '/api/media-events/', {
      token: dotos.token,
      data: {
        title: `День безопасности ${unique()}`,
        kind: 'safety_day',
        held_on: today(),
        place: 'Промысел',
        organization_id: dotos.organization_id,
      },
    });
    await signInByApi(page, 'dotos');
    await page.goto('/media_events');
    await expect(heading(page)).toHaveText('Медиа мероприятия', { timeout: 60_000 });
    await page.goto(`/media_events/${event.id}`);
    await expect(field(page, 'title')).toHaveValue(/День безопасности/, { timeout: 30_000 });
    await page
      .getByTestId('attachments-input')
      .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: PNG }], { timeout: 60_000 });
    await expect(page.getByTestId('media-preview-image')).toHaveAttribute('src', /^blob:/, {
      timeout: 30_000,
    });
    await expectNoSeriousA11yIssues(page);
  });

  test('/create/visual_aid opens the visual aid editor; the list shows cards, keyboard and 320 px alike', async ({
    page,
    api,
  }) => {
    const dotos = await api.signIn('dotos');
    const title = `Карточка ${unique()}`;
    const aid = await api.call<TRecord>('POST', '/api/visual-aids/', {
      token: dotos.token,
      data: {
        title_ru: title,
        title_kk: title,
        title_en: title,
        kind: 'poster',
        language: 'ru',
        organization_id: dotos.organization_id,
        published_on: '2099-01-01',
      },
    });
    await signInByApi(page, 'dotos');
    await page.goto(`/visual_aids/${aid.id}`);
    await page
      .getByTestId('attachments-input')
      .setInputFiles([{ name: 'poster.png', mimeType: 'image/png', buffer: PNG }], { timeout: 60_000 });
    await expect(page.getByTestId('media-preview-image')).toHaveAttribute('src', /^blob:/, {
      timeout: 30_000,
    });

    await page.goto('/create/visual_aid');
    await expect(page).toHaveURL(/\/visual_aids_create\/poster$/, { timeout: 30_000 });
    await expect(page.getByTestId('field-kind')).toContainText('Плакат', { timeout: 30_000 });
    await page.goto('/create/media_event');
    await expect(page).toHaveURL(/\/media_events_create\/safety_day$/, { timeout: 30_000 });

    await page.goto('/visual_aids');
    await expect(heading(page)).toHaveText('Наглядные пособия', { timeout: 60_000 });
    const card = page.getByTestId('record-card').filter({ hasText: title });
    // A card shows its first file: a sign with the file's name while no thumbnail is made of it,
    // the thumbnail itself for the demo's posters.
    await expect(card).toContainText('poster.png', { timeout: 30_000 });
    await expect(page.getByTestId('record-card').locator('img').first()).toHaveAttribute('src', /^blob:/, {
      timeout: 30_000,
    });
    await expectNoSeriousA11yIssues(page);
    // Each card is one link: focused from the keyboard, opened with Enter.
    await card.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/visual_aids/${aid.id}$`));

    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/visual_aids');
    await expect(page.getByTestId('record-card').first()).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yIssues(page);
    // The table view is, on a phone, the list of rows without the grid (decision 103).
    await page.getByTestId('list-view-table').click();
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });
});

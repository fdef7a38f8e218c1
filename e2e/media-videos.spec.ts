import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callApi, expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

/** A clip the seed ships (scripts/make-demo-videos.mjs): 4 seconds of WebM. */
const CLIP = path.resolve(import.meta.dirname, '../apps/server/src/seed/media/helmet.webm');

type TVideoRow = { id: string; source: string; name: string };

test.describe('videos of the media library', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the HSE specialist uploads a video with its progress shown, and it plays from the middle', async ({
    page,
    context,
  }) => {
    const session = await signInByApi(page, 'dotos');
    const list = await callApi<{ results: TVideoRow[] }>(
      page.request,
      'GET',
      '/api/media-videos/?page_size=50',
      {
        token: session.token,
      },
    );
    const video = list.results.find((row) => row.source === 'file');
    expect(video, 'a demo video of an uploaded file').toBeTruthy();

    await page.goto(`/shared_videos_edit/${video?.id}`);
    await expect(page.locator('section[aria-labelledby="video-player-title"]')).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yIssues(page);

    // A slow network, so that the upload's progress is there to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 1_000_000,
      uploadThroughput: 8_000,
    });
    await page.getByTestId('video-file-input').setInputFiles({
      name: 'helmet.webm',
      mimeType: 'video/webm',
      buffer: readFileSync(CLIP),
    });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Загрузка видео: \d+%/ })
        .first(),
    ).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 60_000 });

    // Seeking asks the server for a range of the file; the clip then plays on from there.
    const element = page.getByTestId('video-player');
    await expect(element).toBeVisible();
    await element.evaluate(async (node) => {
      const media = node as HTMLVideoElement;
      if (media.readyState < 1)
        await new Promise((resolve) => media.addEventListener('loadedmetadata', resolve, { once: true }));
      media.muted = true;
      media.currentTime = media.duration / 2;
      await media.play();
    });
    await expect
      .poll(() => element.evaluate((node) => (node as HTMLVideoElement).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(2.2);
    expect(await element.evaluate((node) => (node as HTMLVideoElement).paused)).toBe(false);
  });
});

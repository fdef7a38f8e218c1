// The demo videos of the media library (decision 061): a few seconds of a drawn canvas recorded
// by Chromium's MediaRecorder as WebM, written to apps/server/src/seed/media/. Run: node scripts/make-demo-videos.mjs

import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
});
const page = await browser.newPage();
await page.setContent('<canvas id=c width=320 height=180></canvas>');
const specs = [
  ['helmet', '#1565c0', 'Каска / Helmet'],
  ['harness', '#2e7d32', 'Страховка / Harness'],
  ['loto', '#c62828', 'LOTO'],
];
for (const [name, color, label] of specs) {
  const b64 = await page.evaluate(
    async ([color, label]) => {
      const c = document.getElementById('c');
      const g = c.getContext('2d');
      const stream = c.captureStream(15);
      const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60000 });
      const chunks = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((r) => (rec.onstop = r));
      rec.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          g.fillStyle = color;
          g.fillRect(0, 0, 320, 180);
          g.fillStyle = '#fff';
          g.font = 'bold 22px sans-serif';
          g.fillText(label, 16, 60);
          g.font = '18px sans-serif';
          g.fillText(`${t.toFixed(1)} s`, 16, 120);
          g.fillRect(16 + (t / 4) * 280, 150, 12, 12);
          if (t < 4) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      rec.stop();
      await done;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const buf = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of buf) s += String.fromCharCode(b);
      return btoa(s);
    },
    [color, label],
  );
  writeFileSync(
    new URL(`../apps/server/src/seed/media/${name}.webm`, import.meta.url),
    Buffer.from(b64, 'base64'),
  );
}
await browser.close();

import type { TComment, TComments, TRecordFile } from '@hse/contracts/records';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, orgTree, type TErrorBody } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, multipart, type TTestApp } from './test-app.ts';

/** Comments and files are one mechanism for every record type; incidents exercise it here. */
let t: TTestApp;
let employee: string;
let dotos: string;
let stranger: string;
let production: string;
const LIMIT = 200_000;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  employee = (await t.signIn('employee')).token;
  dotos = (await t.signIn('dotos')).token;
  stranger = (await t.signIn('employee2')).token;
  production = (await orgTree(t)).subsidiaries[0]?.id as string;
}, 60_000);
afterAll(() => t.close());

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const attach = (token: string, id: string, name: string, type: string, data: Buffer, headers = {}) => {
  const body = multipart('file', name, type, data);
  return t.call(token, {
    method: 'POST',
    url: `/api/incidents/${id}/files/`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const files = async (token: string, id: string) =>
  (await t.call(token, { url: `/api/incidents/${id}/files/` })).json<TRecordFile[]>();

describe('files of a record', () => {
  it('take photos with a thumbnail and documents, and give them back under their names', async () => {
    const incident = await createIncident(t, employee, incidentInput(production));
    const image = await photo();
    const added = await attach(employee, incident.id, 'Место происшествия.jpg', 'image/jpeg', image);
    expect(added.statusCode, added.body).toBe(201);
    const [stored] = added.json<TRecordFile[]>();
    expect(stored).toMatchObject({
      name: 'Место происшествия.jpg',
      mime: 'image/jpeg',
      size: image.length,
      has_thumbnail: true,
    });
    const pdf = await attach(employee, incident.id, 'протокол.pdf', 'application/octet-stream', PDF);
    expect(pdf.json<TRecordFile[]>()[0]).toMatchObject({ mime: 'application/pdf', has_thumbnail: false });
    await acted(t, employee, incident, 'save_and_send');
    expect((await files(dotos, incident.id)).map((f) => f.name)).toEqual([
      'Место происшествия.jpg',
      'протокол.pdf',
    ]);

    const download = await t.call(dotos, { url: `/api/incidents/${incident.id}/files/${stored?.id}/` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(image)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____ ____________.jpg"; filename*=UTF-8''${encodeURIComponent('Место происшествия.jpg')}`,
    );
    const thumbnail = await t.call(dotos, {
      url: `/api/incidents/${incident.id}/files/${stored?.id}/thumbnail/`,
    });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(320);
  });

  it('are kept under a clean name whose extension follows their content', async () => {
    const incident = await createIncident(t, employee, incidentInput(production));
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const sent: [string, Buffer, string][] = [
      ['report.html', png, 'report.png'],
      ['photo.png.html', png, 'photo.png'],
      ['invoice\u202Egnp.exe', png, 'invoicegnp.png'],
      ['..\\..\\Windows\\act<1>.pdf', PDF, 'act_1_.pdf'],
      ['Акт 12.03.2025', PDF, 'Акт 12.03.2025.pdf'],
      [`${'длинное имя '.repeat(30)}.pdf`, PDF, `${'длинное имя '.repeat(30).slice(0, 116).trimEnd()}.pdf`],
    ];
    for (const [name, data, kept] of sent) {
      const added = await attach(employee, incident.id, name, 'application/octet-stream', data);
      expect(added.statusCode, added.body).toBe(201);
      const [stored] = added.json<TRecordFile[]>();
      expect(stored?.name, name).toBe(kept);
      const download = await t.call(employee, { url: `/api/incidents/${incident.id}/files/${stored?.id}/` });
      expect(download.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(kept)}`,
      );
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    }
  });

  it('refuse a file by its content (415) or size (413), and keep nothing of it', async () => {
    const incident = await createIncident(t, employee, incidentInput(production));
    const script = await attach(
      employee,
      incident.id,
      'photo.jpg',
      'image/jpeg',
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      lang('en'),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json<TErrorBody>().detail).toBe('Invalid file format');
    const big = Buffer.concat([PDF, Buffer.alloc(LIMIT)]);
    const tooLarge = await attach(employee, incident.id, 'big.pdf', 'application/pdf', big, lang('en'));
    expect(tooLarge.statusCode).toBe(413);
    expect(await files(employee, incident.id)).toEqual([]);
  });

  it('are changed only by who may edit the record, and seen only within its scope', async () => {
    const incident = await createIncident(t, employee, incidentInput(production));
    // A draft is hidden from all but its author.
    expect((await attach(dotos, incident.id, 'a.pdf', 'application/pdf', PDF)).statusCode).toBe(404);
    expect((await attach(stranger, incident.id, 'a.pdf', 'application/pdf', PDF)).statusCode).toBe(404);
    const [file] = (await attach(employee, incident.id, 'a.pdf', 'application/pdf', PDF)).json<
      TRecordFile[]
    >();
    expect(
      (await t.call(stranger, { url: `/api/incidents/${incident.id}/files/${file?.id}/` })).statusCode,
    ).toBe(404);
    expect((await t.call(stranger, { url: `/api/incidents/${incident.id}/files/` })).statusCode).toBe(404);
    const sent = await acted(t, employee, incident, 'save_and_send');
    // Sent, the record is no longer the author's to change, and not the staff's before they take it.
    expect((await attach(dotos, sent.id, 'b.pdf', 'application/pdf', PDF)).statusCode).toBe(403);
    expect((await attach(employee, sent.id, 'b.pdf', 'application/pdf', PDF)).statusCode).toBe(403);
    const refused = await t.call(employee, {
      method: 'DELETE',
      url: `/api/incidents/${sent.id}/files/${file?.id}/`,
    });
    expect(refused.statusCode).toBe(403);
    expect(await files(employee, sent.id)).toHaveLength(1);
  });

  it('are removed from the record and the removal stays in its history', async () => {
    const incident = await createIncident(t, employee, incidentInput(production));
    const [file] = (await attach(employee, incident.id, 'a.pdf', 'application/pdf', PDF)).json<
      TRecordFile[]
    >();
    const removed = await t.call(employee, {
      method: 'DELETE',
      url: `/api/incidents/${incident.id}/files/${file?.id}/`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await files(employee, incident.id)).toEqual([]);
    const history = (await t.call(employee, { url: `/api/incidents/${incident.id}/history/` })).json<
      { action: string; changes: unknown }[]
    >();
    expect(history.map((h) => h.action)).toEqual(['create', 'file_add', 'file_delete']);
    expect(history[2]?.changes).toEqual({ files: { from: ['a.pdf'], to: null } });
  });
});

describe('comments on a record', () => {
  it('are written by anyone who sees the record and read in order', async () => {
    const incident = await acted(
      t,
      employee,
      await createIncident(t, employee, incidentInput(production)),
      'save_and_send',
    );
    const url = `/api/incidents/${incident.id}/comments/`;
    const first = await t.call(dotos, { method: 'POST', url, payload: { text: 'Приложите фото места' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TComment>()).toMatchObject({ text: 'Приложите фото места' });
    await t.call(employee, { method: 'POST', url, payload: { text: 'Приложил' } });
    const all = (await t.call(employee, { url })).json<TComments>().results;
    expect(all.map((c) => c.text)).toEqual(['Приложите фото места', 'Приложил']);
    expect(all[0]?.author_fio).toBeTruthy();
    const empty = await t.call(dotos, { method: 'POST', url, payload: { text: '  ' }, headers: lang('en') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<TErrorBody>().errors?.text).toEqual(['Fill in the field']);
    expect((await t.call(stranger, { method: 'POST', url, payload: { text: 'x' } })).statusCode).toBe(404);
    expect((await t.call(stranger, { url })).statusCode).toBe(404);
    expect((await t.call(employee, { url })).json<TComments>().results).toHaveLength(2);
  });
});

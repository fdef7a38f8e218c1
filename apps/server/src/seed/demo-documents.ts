import { DOCUMENT_AREAS, DOCUMENT_MODULE } from '@hse/contracts/documents';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  documentFolders,
  documents,
  documentVersions,
  history,
  organizations,
  users,
} from '../db/schema/index.ts';
import type { FileStorage } from '../platform/file-storage.ts';
import { newId } from '../platform/ids.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';
import { demoDocx, demoPdf } from './demo-document-files.ts';
import { DEMO_DOCUMENTS, DEMO_FOLDERS } from './demo-document-texts.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Demo safety documents (issue 16 §4): in every area two folders and two dozen documents, of the
 * holding and of each subsidiary, each with one to three versions whose files are made here (PDF
 * and DOCX with text inside, the text stored as the extraction job would). Editions of past years
 * have expired; some current ones end soon. Deterministic; only on an empty table.
 */
export async function seedDemoDocuments(db: Db, storage: FileStorage, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(documents);
  const [keeper] = await db.select().from(users).where(eq(users.login, 'dotos'));
  if ((existing?.n ?? 0) > 0 || !keeper) return false;
  const orgs = (await db.select().from(organizations))
    .filter((o) => o.kind === 'holding' || o.kind === 'subsidiary')
    .sort((a, b) =>
      a.kind === b.kind ? a.shortName.localeCompare(b.shortName) : a.kind === 'holding' ? -1 : 1,
    );
  const year = now.getUTCFullYear();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const folders: (typeof documentFolders.$inferInsert)[] = [];
  const docs: Record<string, unknown>[] = [];
  const versions: (typeof documentVersions.$inferInsert)[] = [];
  const trail: (typeof history.$inferInsert)[] = [];
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      let serial = 0;
      for (const area of DOCUMENT_AREAS) {
        const folderIds = DEMO_FOLDERS.map((name) => {
          const id = newId();
          folders.push({ id, area, name, createdBy: keeper.id, updatedBy: keeper.id });
          return id;
        });
        for (const [t, template] of DEMO_DOCUMENTS[area].entries())
          for (const [o, org] of orgs.entries())
            for (const edition of [0, 1]) {
              serial++;
              // The older edition expired; of the current ones, every fifth ends within a month.
              const approvedYear = edition === 0 ? year - 4 : year - 1;
              const validUntil =
                edition === 0
                  ? day(-30 - serial)
                  : serial % 5 === 0
                    ? day(10 + (serial % 15))
                    : day(400 + serial);
              const id = newId();
              const number = await nextRegistrationNumber(
                tx,
                DOCUMENT_MODULE.numberPrefix,
                org.id,
                approvedYear,
              );
              const suffix = edition === 0 ? ` (${approvedYear})` : '';
              const versionCount = 1 + ((t + o + edition) % 3);
              const created = new Date(Date.UTC(approvedYear, (serial * 7) % 12, 1 + (serial % 27)));
              for (let v = 1; v <= versionCount; v++) {
                const versionId = newId();
                const isPdf = (serial + v) % 2 === 0;
                const lines = [`Редакция ${v}.`, ...template.body];
                const data = isPdf ? await demoPdf(template.ru, lines) : await demoDocx(template.ru, lines);
                const key = `documents/${id}/${versionId}`;
                await storage.put(key, data);
                written.push(key);
                versions.push({
                  id: versionId,
                  documentId: id,
                  number: v,
                  name: `${template.ru}${suffix}, ред. ${v}.${isPdf ? 'pdf' : 'docx'}`,
                  mime: isPdf ? PDF : DOCX,
                  size: data.length,
                  storageKey: key,
                  isCurrent: v === versionCount,
                  textState: 'done',
                  text: [template.ru, ...lines].join('\n'),
                  createdAt: new Date(created.getTime() + v * 86_400_000),
                  createdBy: keeper.id,
                });
              }
              docs.push({
                id,
                number,
                organizationId: org.id,
                status: 'approved',
                version: 2,
                area,
                folderId: folderIds[t % folderIds.length],
                titleRu: `${template.ru}${suffix}`,
                titleKk: `${template.kk}${suffix}`,
                titleEn: `${template.en}${suffix}`,
                docNumber: `${area.slice(0, 2).toUpperCase()}-${String(serial).padStart(3, '0')}`,
                approvedOn: created.toISOString().slice(0, 10),
                validUntil,
                language: (['ru', 'kk', 'en'] as const)[serial % 3],
                versionsCount: versionCount,
                createdAt: created,
                createdBy: keeper.id,
                updatedAt: created,
                updatedBy: keeper.id,
              });
              trail.push(
                {
                  id: newId(),
                  entityType: 'document',
                  entityId: id,
                  action: 'create',
                  actorId: keeper.id,
                  at: created,
                },
                {
                  id: newId(),
                  entityType: 'document',
                  entityId: id,
                  action: 'approve',
                  actorId: keeper.id,
                  at: created,
                  changes: { status: { from: 'draft', to: 'approved' } },
                },
              );
            }
      }
      await tx.insert(documentFolders).values(folders);
      // The generic table types its manifest's columns only as some field's.
      await tx.insert(documents).values(docs as never);
      for (let i = 0; i < versions.length; i += 200)
        await tx.insert(documentVersions).values(versions.slice(i, i + 200));
      await tx.insert(history).values(trail);
    });
  } catch (error) {
    for (const key of written) await storage.remove(key);
    throw error;
  }
  return true;
}

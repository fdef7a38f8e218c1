import { MEDIA_EVENT_MODULE } from '@hse/contracts/media-events';
import { VISUAL_AID_MODULE } from '@hse/contracts/visual-aids';
import { VITAL_RULE_TEXTS } from '@hse/contracts/vital-rule-texts';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { history, mediaEvents, organizations, recordFiles, users, visualAids } from '../db/schema/index.ts';
import { thumbnailOf } from '../platform/attachments.ts';
import type { FileStorage } from '../platform/file-storage.ts';
import { newId } from '../platform/ids.ts';
import { renderPdf } from '../platform/record-pdf.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';

const DAY = 86_400_000;
type TRule = keyof typeof VITAL_RULE_TEXTS;

/** A poster drawn here: a coloured field, a warning triangle and the rule's name. */
async function poster(rule: TRule, colour: string, width = 600, height = 800): Promise<Buffer> {
  const name = VITAL_RULE_TEXTS[rule].ru;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${colour}"/>
  <rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="#ffffff" rx="24"/>
  <polygon points="${width / 2},120 ${width / 2 + 170},420 ${width / 2 - 170},420" fill="#ffcc00" stroke="#222" stroke-width="14"/>
  <rect x="${width / 2 - 12}" y="210" width="24" height="120" fill="#222"/>
  <circle cx="${width / 2}" cy="370" r="16" fill="#222"/>
  <text x="50%" y="540" font-family="DejaVu Sans, sans-serif" font-size="40" text-anchor="middle" fill="#222">${name}</text>
  <text x="50%" y="620" font-family="DejaVu Sans, sans-serif" font-size="28" text-anchor="middle" fill="#444">Золотое правило безопасности</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo of an event drawn here: a sky, a field and people as figures. */
async function photo(sky: string, people: number): Promise<Buffer> {
  const figures = Array.from({ length: people }, (_, i) => {
    const x = 80 + i * (640 / people);
    return `<circle cx="${x}" cy="300" r="18" fill="#f2c9a0"/><rect x="${x - 20}" y="320" width="40" height="80" rx="10" fill="#ff7a00"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
  <rect width="800" height="300" fill="${sky}"/><rect y="300" width="800" height="200" fill="#8a7b5a"/>
  <rect x="560" y="120" width="160" height="180" fill="#b0b8c0"/>${figures}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A leaflet as a PDF: its points, printed as the platform prints a record. */
const leaflet = (title: string, points: string[]) =>
  renderPdf(
    {
      file: title,
      title,
      subtitle: 'АО «Демо Ойл энд Газ»',
      blocks: [{ title: 'Памятка', text: points.join('\n') }],
    },
    'ru',
    'Asia/Almaty',
  );

type TFile = { name: string; mime: string; data: Buffer };

const AIDS: {
  kind: 'poster' | 'leaflet' | 'presentation';
  titles: [string, string, string];
  rules: TRule[];
  org: 'holding' | 'DOG-P';
  status: 'draft' | 'published';
  file: () => Promise<TFile>;
}[] = [
  {
    kind: 'poster',
    titles: ['Работы на высоте: пристегнись', 'Биіктіктегі жұмыстар: бекітіл', 'Working at height: tie off'],
    rules: ['working_at_height'],
    org: 'holding',
    status: 'published',
    file: async () => ({
      name: 'vysota.png',
      mime: 'image/png',
      data: await poster('working_at_height', '#c62828'),
    }),
  },
  {
    kind: 'poster',
    titles: [
      'Огневые работы только по наряду',
      'Отпен жұмыстар тек наряд бойынша',
      'Hot work with a permit only',
    ],
    rules: ['hot_work', 'work_authorization'],
    org: 'holding',
    status: 'published',
    file: async () => ({ name: 'ogon.png', mime: 'image/png', data: await poster('hot_work', '#ef6c00') }),
  },
  {
    kind: 'leaflet',
    titles: ['Памятка водителю', 'Жүргізушіге жадынама', 'A driver’s leaflet'],
    rules: ['driving'],
    org: 'holding',
    status: 'published',
    file: async () => ({
      name: 'pamyatka-voditelyu.pdf',
      mime: 'application/pdf',
      data: await leaflet('Памятка водителю', [
        '1. Пристёгивайтесь сами и следите, чтобы пристегнулись пассажиры.',
        '2. Не превышайте скорость и не пользуйтесь телефоном за рулём.',
        '3. Отдыхайте не реже чем через каждые два часа пути.',
      ]),
    }),
  },
  {
    kind: 'presentation',
    titles: [
      'Изоляция источников энергии и линия огня',
      'Энергия көздерін оқшаулау және қауіпті аймақ',
      'Energy isolation and the line of fire',
    ],
    rules: ['energy_isolation', 'line_of_fire'],
    org: 'holding',
    status: 'published',
    file: async () => ({
      name: 'izolyatsiya.pdf',
      mime: 'application/pdf',
      data: await leaflet('Изоляция источников энергии', [
        'Перед работой отключите, заблокируйте и вывесите бирку (LOTO).',
        'Проверьте отсутствие энергии перед началом работ.',
        'Не находитесь на линии движения груза, пружины или давления.',
      ]),
    }),
  },
  {
    kind: 'poster',
    titles: [
      'Замкнутое пространство: сначала газоанализ',
      'Тұйық кеңістік: алдымен газ талдауы',
      'Confined space: test the air first',
    ],
    rules: ['confined_space'],
    org: 'DOG-P',
    status: 'published',
    file: async () => ({
      name: 'emkost.png',
      mime: 'image/png',
      data: await poster('confined_space', '#1565c0'),
    }),
  },
  {
    kind: 'leaflet',
    titles: ['Наряд-допуск: шаг за шагом', 'Жұмысқа рұқсат: қадам сайын', 'The work permit step by step'],
    rules: ['work_authorization'],
    org: 'holding',
    status: 'draft',
    file: async () => ({
      name: 'naryad-dopusk.pdf',
      mime: 'application/pdf',
      data: await leaflet('Наряд-допуск', [
        'Оформите наряд до начала работ.',
        'Проведите целевой инструктаж.',
      ]),
    }),
  },
];

const EVENTS: {
  kind: 'safety_day' | 'campaign' | 'training';
  title: string;
  place: string;
  org: 'holding' | 'DOG-P' | 'DOG-R';
  daysAgo: number;
  description: string;
  photos: [string, number][];
}[] = [
  {
    kind: 'safety_day',
    title: 'День безопасности на промысле',
    place: 'Месторождение, НГДУ №1',
    org: 'DOG-P',
    daysAgo: 20,
    description: 'Учебная эвакуация, разбор происшествий года и конкурс на лучшую бригаду.',
    photos: [
      ['den-bezopasnosti-1.jpg', 6],
      ['den-bezopasnosti-2.jpg', 3],
    ],
  },
  {
    kind: 'campaign',
    title: 'Кампания «Пристегнись!»',
    place: 'Все подразделения холдинга',
    org: 'holding',
    daysAgo: 45,
    description: 'Месячник безопасного вождения: проверки ремней, беседы с водителями, плакаты.',
    photos: [['pristegnis.jpg', 2]],
  },
  {
    kind: 'training',
    title: 'Обучение работам на высоте',
    place: 'Учебный центр',
    org: 'DOG-R',
    daysAgo: 70,
    description: 'Практические занятия со страховочными системами.',
    photos: [['obuchenie.jpg', 4]],
  },
];

/**
 * Demo visual aids and media events (decision 064): posters, leaflets and a presentation on the
 * golden rules with their files, one still a draft; three media events with photos. Every file
 * is drawn or printed here, none downloaded. Runs on a database without any of them.
 */
export async function seedDemoMediaLibrary(db: Db, storage: FileStorage, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(visualAids);
  if ((existing?.n ?? 0) > 0) return false;
  const [author] = await db.select().from(users).where(eq(users.login, 'dotos'));
  const orgs = await db
    .select({ id: organizations.id, short: organizations.shortName, kind: organizations.kind })
    .from(organizations)
    .where(inArray(organizations.shortName, ['DOG', 'DOG-P', 'DOG-R']));
  const orgOf = (key: string) =>
    orgs.find((o) => (key === 'holding' ? o.kind === 'holding' : o.short === key))?.id;
  if (!author || !orgOf('holding') || !orgOf('DOG-P') || !orgOf('DOG-R')) return false;
  const year = now.getUTCFullYear();

  const attach = async (entityType: string, entityId: string, file: TFile, at: Date) => {
    const id = newId();
    const key = `records/${entityType}/${entityId}/${id}`;
    await storage.put(key, file.data);
    const small = await thumbnailOf(file);
    if (small) await storage.put(`${key}.thumb.jpg`, small);
    return {
      id,
      entityType,
      entityId,
      name: file.name,
      mime: file.mime,
      size: file.data.length,
      storageKey: key,
      thumbnailKey: small ? `${key}.thumb.jpg` : null,
      createdBy: author.id,
      createdAt: at,
    };
  };
  const created = (entityType: string, entityId: string, at: Date, published: boolean) => [
    { id: newId(), entityType, entityId, action: 'create', actorId: author.id, at },
    ...(published
      ? [
          {
            id: newId(),
            entityType,
            entityId,
            action: 'save_and_send',
            actorId: author.id,
            at,
            changes: { status: { from: 'draft', to: 'published' } },
          },
        ]
      : []),
  ];

  // The files first, outside the transaction: bytes without rows are only unreachable, never wrong.
  type TFileRow = Awaited<ReturnType<typeof attach>>;
  const aidRows: { id: string; aid: (typeof AIDS)[number]; at: Date; file: TFileRow }[] = [];
  for (const [n, aid] of AIDS.entries()) {
    const id = newId();
    const at = new Date(now.getTime() - (60 - n * 7) * DAY);
    aidRows.push({ id, aid, at, file: await attach('visual_aid', id, await aid.file(), at) });
  }
  const eventRows: { id: string; event: (typeof EVENTS)[number]; at: Date; files: TFileRow[] }[] = [];
  for (const [n, event] of EVENTS.entries()) {
    const id = newId();
    const at = new Date(now.getTime() - event.daysAgo * DAY);
    const files: TFileRow[] = [];
    for (const [name, people] of event.photos)
      files.push(
        await attach(
          'media_event',
          id,
          { name, mime: 'image/jpeg', data: await photo(n % 2 ? '#9ec9ef' : '#bfe3ff', people) },
          at,
        ),
      );
    eventRows.push({ id, event, at, files });
  }

  await db.transaction(async (tx) => {
    for (const [n, { id, aid, at, file }] of aidRows.entries()) {
      const organizationId = orgOf(aid.org) as string;
      await tx.insert(visualAids).values({
        id,
        number: await nextRegistrationNumber(tx, VISUAL_AID_MODULE.numberPrefix, organizationId, year),
        organizationId,
        status: aid.status,
        titleRu: aid.titles[0],
        titleKk: aid.titles[1],
        titleEn: aid.titles[2],
        kind: aid.kind,
        language: 'ru',
        vitalRules: aid.rules,
        audienceOrganizationIds: [organizationId],
        tags: aid.rules.map((rule) => VITAL_RULE_TEXTS[rule].ru.toLowerCase()).join(', '),
        publishedOn: at.toISOString().slice(0, 10),
        views: aid.status === 'published' ? 12 + n * 9 : 0,
        version: aid.status === 'published' ? 2 : 1,
        createdAt: at,
        createdBy: author.id,
        updatedAt: at,
        updatedBy: author.id,
      } as never);
      await tx.insert(recordFiles).values(file);
      await tx.insert(history).values(created('visual_aid', id, at, aid.status === 'published'));
    }
    for (const [n, { id, event, at, files }] of eventRows.entries()) {
      const organizationId = orgOf(event.org) as string;
      await tx.insert(mediaEvents).values({
        id,
        number: await nextRegistrationNumber(tx, MEDIA_EVENT_MODULE.numberPrefix, organizationId, year),
        organizationId,
        status: 'published',
        title: event.title,
        kind: event.kind,
        heldOn: at.toISOString().slice(0, 10),
        place: event.place,
        description: event.description,
        audienceOrganizationIds: [organizationId],
        views: 30 - n * 8,
        version: 2,
        createdAt: at,
        createdBy: author.id,
        updatedAt: at,
        updatedBy: author.id,
      } as never);
      await tx.insert(recordFiles).values(files);
      await tx.insert(history).values(created('media_event', id, at, true));
    }
  });
  return true;
}

/**
 * The three kinds of investigation documents of a message (decision 014) and their screens
 * (spec §2, domain.md §5). Shared: the message's view links to them, the documents' own
 * screens are built from them.
 */
export const DOCUMENT_KINDS = ['report', 'act', 'bulletin'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

type TDocumentRef = { id: string; incident_id: string };

type TDocumentRoutes = {
  /** The API resource, under which comments, files and history hang too. */
  api: string;
  list: string;
  create: (incidentId: string) => string;
  view: (document: TDocumentRef) => string;
  edit: (document: TDocumentRef) => string;
};

export const DOCUMENT_ROUTES: Record<TDocumentKind, TDocumentRoutes> = {
  report: {
    api: '/investigation-reports',
    list: '/report',
    create: (incidentId) => `/report-create/${incidentId}`,
    view: ({ id }) => `/report-view/${id}`,
    edit: ({ id }) => `/report-edit/${id}`,
  },
  act: {
    api: '/investigation-acts',
    list: '/investigation',
    create: (incidentId) => `/investigation-create/${incidentId}`,
    view: ({ id, incident_id }) => `/investigation-view/${incident_id}/${id}`,
    edit: ({ id, incident_id }) => `/investigation-edit/${incident_id}/${id}`,
  },
  bulletin: {
    api: '/bulletins',
    list: '/bulletin',
    create: (incidentId) => `/bulletin-create/${incidentId}`,
    view: ({ id }) => `/bulletin-view/${id}`,
    edit: ({ id }) => `/bulletin-edit/${id}`,
  },
};

/** Which kind a screen shows, by its path: one page component serves all three. */
export function documentKindOf(pathname: string): TDocumentKind {
  if (pathname.startsWith('/investigation')) return 'act';
  if (pathname.startsWith('/bulletin')) return 'bulletin';
  return 'report';
}

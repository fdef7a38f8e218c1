import type { TLanguage } from '@hse/contracts/constants';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../db/schema/index.ts';
import { formatFio } from './tokens.ts';

/** The names a record's answer shows beside its ids: its organization's and its author's. */
export type TRecordNames = {
  orgNameRu: string;
  orgNameKk: string;
  orgNameEn: string;
  authorLastName: string | null;
  authorFirstName: string | null;
  authorMiddleName: string | null;
};

/** The columns of those names, given the alias the query joined the author's user row as. */
export function recordNameColumns(author: { lastName: PgColumn; firstName: PgColumn; middleName: PgColumn }) {
  return {
    orgNameRu: organizations.nameRu,
    orgNameKk: organizations.nameKk,
    orgNameEn: organizations.nameEn,
    authorLastName: author.lastName,
    authorFirstName: author.firstName,
    authorMiddleName: author.middleName,
  };
}

/** Organization names fall back to Russian, the language every organization is named in. */
export const organizationNameIn = (
  row: Pick<TRecordNames, 'orgNameRu' | 'orgNameKk' | 'orgNameEn'>,
  lang: TLanguage,
) => ({ ru: row.orgNameRu, kk: row.orgNameKk, en: row.orgNameEn })[lang] || row.orgNameRu;

/** A person's full name from a joined user row; empty when there is none. */
export const fioOrEmpty = (row: {
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
}) =>
  row.lastName === null
    ? ''
    : formatFio({ lastName: row.lastName, firstName: row.firstName ?? '', middleName: row.middleName ?? '' });

export const authorFio = (row: TRecordNames) =>
  fioOrEmpty({
    lastName: row.authorLastName,
    firstName: row.authorFirstName,
    middleName: row.authorMiddleName,
  });

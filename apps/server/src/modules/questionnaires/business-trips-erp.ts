import type { TConfig } from '../../config.ts';

/** One person sent on a business trip, as the ERP's personnel records know them. */
export type TBusinessTrip = {
  /** The personnel number shared by the ERP and `users.personnel_number`. */
  personnelNumber: string;
  fio: string;
  /** The ERP's code of the person's organization, matched to a short name of `organizations`. */
  organizationCode: string;
  destination: string;
  /** Days of the trip, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
};

/**
 * Where the business-trip questionnaire (анкета командируемых, spec §1) meets the holding's ERP.
 * The questionnaire asks the staff on a trip about their travel and stay; who those people are and
 * where they went only the ERP knows, so the questionnaire cannot be offered until an adapter
 * fetches them. An adapter answers for the days asked and never caches across calls.
 */
export interface TBusinessTripsErp {
  /** False until an ERP client is configured: the questionnaire page then says it is unavailable. */
  readonly connected: boolean;
  /** Staff whose trips overlap the days, for the organizations given by their ERP codes. */
  listTrips(query: { from: string; to: string; organizationCodes?: string[] }): Promise<TBusinessTrip[]>;
}

/** Raised by the adapter that has no ERP behind it. */
export class ErpNotConnectedError extends Error {
  constructor() {
    super('The ERP integration of business trips is not connected');
  }
}

/** The adapter of today: no ERP is connected, as the spec says the interface shows. */
export const notConnectedErp: TBusinessTripsErp = {
  connected: false,
  listTrips: () => Promise.reject(new ErpNotConnectedError()),
};

/**
 * The adapter for this configuration. A real one (a SOAP or REST client of the ERP, with its
 * address and credentials in new settings of config.ts) is chosen here when its settings are set.
 */
export function businessTripsErpFor(_config: TConfig): TBusinessTripsErp {
  return notConnectedErp;
}

/** The analytics answers (issue 21), one module per concern; import from here. */
export * from './common.ts';
export * from './environment.ts';
export * from './health-safety.ts';
export * from './indicators.ts';
export * from './leading.ts';
export * from './overview.ts';

/** The pinned "now" of the API tests (and of the demo data in the seeded template database). */
export const TEST_NOW = '2026-11-21T10:00:00+02:00';

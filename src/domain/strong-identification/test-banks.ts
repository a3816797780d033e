// The banks of the built-in test bank page (src/pages/tunnistautuminen/testipankki.astro), as
// Finnish identification brokers list them in their test environments. One always fails, so the
// failure path can be tried by hand and by the end-to-end tests.

export interface TestBank {
  id: string;
  name: string;
  /** Identifying with this one always fails (the provider answers server_error). */
  fails?: true;
}

export const TEST_BANKS: readonly TestBank[] = [
  { id: 'nordea', name: 'Nordea' },
  { id: 'op', name: 'OP' },
  { id: 'danske', name: 'Danske Bank' },
  { id: 'handelsbanken', name: 'Handelsbanken' },
  { id: 'aktia', name: 'Aktia' },
  { id: 's-pankki', name: 'S-Pankki' },
  { id: 'saastopankki', name: 'Säästöpankki' },
  { id: 'pop', name: 'POP Pankki' },
  { id: 'omasp', name: 'Oma Säästöpankki' },
  { id: 'alandsbanken', name: 'Ålandsbanken' },
  { id: 'mobiilivarmenne', name: 'Mobiilivarmenne' },
  { id: 'virhepankki', name: 'Virhepankki (tunnistautuminen epäonnistuu)', fails: true },
];

export const testBankById = (id: string): TestBank | undefined =>
  TEST_BANKS.find((b) => b.id === id);

/** The fictional person every test bank identifies (a broker's test user). */
export const TEST_PERSON = { subject: 'testipankki-demo-henkilo', name: 'Demo Testihenkilö' };

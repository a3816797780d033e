import { formatDate } from '../shared/dates';
import type { CompensationType, DeliveryComplaint, DeliveryTroubleReason } from './enums';

// Plain Finnish for the delivery enumerations of spec §3, shared by the status page, the report
// form and the confirmation e-mail.

/** The ten complaint types, in the order the form offers them (the most common first). */
export const COMPLAINT_LABELS: Readonly<Record<DeliveryComplaint, string>> = {
  PAPER_MISSING: 'Lehti ei tullut',
  PAPER_LATE: 'Lehti tuli myöhässä',
  PAPER_DAMAGED: 'Lehti oli märkä tai revennyt',
  PARTS_MISSING: 'Lehdestä puuttui osia',
  KKL_MISSING: 'Kuukausiliite puuttui',
  DELIVERED_TO_WRONG_PLACE: 'Lehti jätettiin väärään paikkaan',
  DROP_PAPER_DOWN: 'Lehti jäi roikkumaan postiluukkuun',
  CLOSE_MAILBOX: 'Postilaatikko jäi auki',
  NOISE_COMPLAINT: 'Jakelusta kuului häiritsevää melua',
  OTHER_REASON: 'Muu syy',
};

export const COMPENSATION_LABELS: Readonly<Record<CompensationType, string>> = {
  REPLACEMENT_ISSUE: 'Uusi lehti',
  EXTENSION: 'Tilausjakson pidennys yhdellä numerolla',
  NO_COMPENSATION: 'En tarvitse hyvitystä',
};

export const COMPENSATION_HINTS: Readonly<Record<CompensationType, string>> = {
  REPLACEMENT_ISSUE: 'Saat lehden uudelleen. Näet ilmoituksen jälkeen, milloin ja miten se tulee.',
  EXTENSION: 'Tilausjaksosi pitenee yhdellä numerolla.',
  NO_COMPENSATION: 'Ilmoituksesi auttaa meitä silti korjaamaan jakelua.',
};

/**
 * The extension's effect on a known subscription, with its dates (issue 34 item 5): 'Tilausjaksosi
 * pitenee yhdellä numerolla. Nyt jakso päättyy 11.12.2026, pidennyksen jälkeen 12.12.2026.'
 * Each accepted day adds one issue (store-report.ts), so several days say so.
 */
export function extensionHint(periodEnd: string, extendedEnd: string): string {
  return `${COMPENSATION_HINTS.EXTENSION} Nyt jakso päättyy ${formatDate(periodEnd)}, pidennyksen jälkeen ${formatDate(extendedEnd)}. Jos ilmoitat useamman päivän, jokainen hyväksytty päivä pidentää jaksoa yhdellä numerolla.`;
}

/** What each known trouble means for the subscriber. */
export const TROUBLE_REASONS: Readonly<
  Record<DeliveryTroubleReason, { label: string; text: string }>
> = {
  GENERIC_LATE: {
    label: 'Jakelu on myöhässä',
    text: 'Lehtien jakelu on alueellasi tavallista myöhässä. Lehti tulee myöhemmin samana päivänä.',
  },
  CANT_DELIVER: {
    label: 'Lehteä ei voida jakaa',
    text: 'Jakaja ei pääse jakamaan lehtiä alueellesi esimerkiksi kulkuesteen takia. Lehti tuodaan, kun jakelu on taas mahdollista.',
  },
  KEY_OR_LOCK_TROUBLE: {
    label: 'Avain- tai lukko-ongelma',
    text: 'Jakaja ei pääse porraskäytävään avaimen tai lukon takia. Jos ovessa on ovikoodi, lisää se asiakastietoihisi.',
  },
  WEATHER: {
    label: 'Sää hidastaa jakelua',
    text: 'Sää, esimerkiksi lumimyrsky tai liukkaus, hidastaa jakelua. Lehti tulee tavallista myöhemmin.',
  },
  NO_DELIVERYMAN_IN_DISTRICT: {
    label: 'Alueella ei ole jakajaa',
    text: 'Jakelualueellasi ei ole juuri nyt jakajaa. Etsimme korvaavan jakajan, ja lehti tuodaan mahdollisimman pian.',
  },
  UNKNOWN: {
    label: 'Syy ei ole vielä tiedossa',
    text: 'Jakelussa on häiriö, jonka syytä selvitämme parhaillaan.',
  },
};

export function troubleReasonOf(reason: string): DeliveryTroubleReason {
  return Object.hasOwn(TROUBLE_REASONS, reason) ? (reason as DeliveryTroubleReason) : 'UNKNOWN';
}

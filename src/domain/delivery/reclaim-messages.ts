import { formatDate } from '../shared/dates';
import type { DeliveryType } from '../subscriptions/enums';
import { DELIVERY_WINDOWS, clockLabel } from './delivery-times';
import type { CompensationType, DeliveryReclaimResult } from './enums';
import { MAX_COMPENSATIONS_PER_PERIOD, type ReclaimDecision } from './reclaim-decision';

// Each reclaim result code as the customer reads it: what we concluded and what happens next.

export interface ReclaimMessageContext {
  /** The reported issue, 'yyyy-MM-dd'. */
  date: string;
  deliveryType: DeliveryType | null;
  compensation: CompensationType;
  /** The known trouble's Finnish label, when the code is about one. */
  troubleLabel?: string;
}

export interface ReclaimMessage {
  /** What the portal concluded. */
  message: string;
  /** What happens next, or what the customer can do instead. */
  nextStep: string;
}

const CUSTOMER_SERVICE = 'asiakaspalveluun: puhelin 09 123 4567 (arkisin 8–16)';

export function reclaimMessage(d: ReclaimDecision, ctx: ReclaimMessageContext): ReclaimMessage {
  const day = formatDate(ctx.date);
  const when = formatDate(d.redeliveryDate);
  const deadline = clockLabel(
    DELIVERY_WINDOWS[ctx.deliveryType ?? 'EARLY_MORNING_DELIVERY'].deadline,
  );
  const trouble = ctx.troubleLabel ? ` (${ctx.troubleLabel.toLowerCase()})` : '';
  const texts: Record<DeliveryReclaimResult, ReclaimMessage> = {
    CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu.`,
      nextStep:
        ctx.compensation === 'EXTENSION'
          ? 'Tilausjaksoasi pidennetään yhdellä numerolla. Pidennys näkyy tilauksesi tiedoissa.'
          : 'Et valinnut hyvitystä, joten sinun ei tarvitse tehdä mitään. Kiitos, ilmoituksesi auttaa meitä korjaamaan jakelua.',
    },
    REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu. Aamun jakelu on jo päättynyt, joten tuomme uuden lehden erikseen.`,
      nextStep: `Uusi lehti tuodaan tänään ${when} iltapäivän aikana.`,
    },
    REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu. Tämän päivän uudelleenjakelu on jo päättynyt.`,
      nextStep: `Uusi lehti tuodaan huomenna ${when} aamun jakelun mukana.`,
    },
    REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu. Tämän päivän uudelleenjakelu on jo päättynyt.`,
      nextStep: `Uusi lehti tuodaan seuraavana arkipäivänä ${when} aamun jakelun mukana.`,
    },
    EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu.`,
      nextStep: `Jakaja tuo uuden lehden seuraavana arkipäivänä ${when} aamun varhaisjakelun mukana.`,
    },
    POSTAL_DELIVERY_BOX_NEXT_DAY: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu.`,
      nextStep: `Uusi lehti tulee postilaatikkoosi postin mukana seuraavana jakelupäivänä ${when}.`,
    },
    REDELIVERY_BY_POST: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu. Lehteä ei voi enää tuoda jakelussa, joten lähetämme sen kirjeenä.`,
      nextStep: `Postitamme lehden 3 arkipäivän kuluessa, viimeistään ${when}.`,
    },
    PICK_IT_UP_YOURSELF: {
      message: `Ilmoituksesi ${day} ilmestyneestä lehdestä on vastaanotettu. Viikonloppuisin ja pyhäpäivinä emme tuo lehteä erikseen.`,
      nextStep: `Voit noutaa tämän päivän lehden maksutta mistä tahansa lehtipisteestämme tänään ${when}. Näytä myyjälle ilmoituksen tunnus.`,
    },
    PAPER_CANNOT_BE_REDELIVERED: {
      message: `Lehteä ei voi toimittaa uudelleen, koska tilauksesi päättyy ennen kuin uusi lehti ehtisi perille.`,
      nextStep: 'Valitse hyvitykseksi tilausjakson pidennys tai tee ilmoitus ilman hyvitystä.',
    },
    REDELIVERY_TIME_CLOSED: {
      message: `${day} ilmestynyttä lehteä ei voi enää toimittaa uudelleen, koska uudelleentoimituksen aika on päättynyt.`,
      nextStep: 'Valitse hyvitykseksi tilausjakson pidennys tai tee ilmoitus ilman hyvitystä.',
    },
    CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION: {
      message: `Tilauksesi ei ollut voimassa ${day}.`,
      nextStep: 'Ilmoituksen voi tehdä vain päivästä, jolloin tilaus oli voimassa.',
    },
    CUSTOMER_SUBSCRIPTION_IS_SUSPENDED: {
      message: `Tilauksesi jakelu oli keskeytetty ${day}, joten lehteä ei tuotu.`,
      nextStep: 'Keskeytyksen ajalta ei voi tehdä jakeluhäiriöilmoitusta.',
    },
    PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE: {
      message: `Lehti ei ilmestynyt ${day}.`,
      nextStep: 'Valitse päivä, jolloin lehti ilmestyi.',
    },
    CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE: {
      message: 'Aikakauslehti voi tulla postin mukana vielä ilmestymispäivän jälkeen.',
      nextStep: `Jos lehti ei ole tullut, tee ilmoitus aikaisintaan huomenna ${when}.`,
    },
    CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE: {
      message: `Olet jo ilmoittanut jakeluhäiriöstä ${day}.`,
      nextStep: 'Samasta päivästä voi tehdä yhden ilmoituksen.',
    },
    ALREADY_COMPENSATED: {
      message: `Olet jo ilmoittanut jakeluhäiriöstä ${day}, ja lehti on jo hyvitetty.`,
      nextStep: 'Samasta lehdestä voi saada yhden hyvityksen.',
    },
    CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION: {
      message: `Olet jo saanut tämän tilausjakson aikana hyvityksen ${MAX_COMPENSATIONS_PER_PERIOD} lehdestä, mikä on enimmäismäärä.`,
      nextStep: `Voit tehdä ilmoituksen ilman hyvitystä. Jos lehti jää usein tulematta, ota yhteyttä ${CUSTOMER_SERVICE}.`,
    },
    DELIVERY_SCHEDULED: {
      message: 'Tämän päivän jakelu ei ole vielä alkanut.',
      nextStep: `Lehti tuodaan tänään ${deadline} mennessä. Jos lehti ei tule, tee ilmoitus sen jälkeen.`,
    },
    DELIVERY_ONGOING: {
      message: 'Tämän päivän jakelu on vielä käynnissä, ja lehti voi vielä tulla.',
      nextStep: `Jos lehti ei ole tullut ${deadline} mennessä, tee ilmoitus sen jälkeen.`,
    },
    DELIVERY_TROUBLE_ONGOING: {
      message: `Alueellasi on ${day} jakeluhäiriö${trouble}, ja lehti tuodaan myöhemmin. Häiriö on jo tiedossamme.`,
      nextStep:
        'Sinun ei tarvitse ilmoittaa siitä. Jos lehti ei tule häiriön päätyttyä, tee ilmoitus silloin.',
    },
    DELIVERY_TROUBLE_REPORTED_BY_DELIVERER: {
      message: `Jakaja on jo ilmoittanut alueesi jakeluhäiriöstä ${day}${trouble}. Häiriö on tiedossamme.`,
      nextStep:
        'Sinun ei tarvitse ilmoittaa siitä. Lehti tuodaan, kun häiriö on ohi. Jos lehti ei tule häiriön päätyttyä, tee ilmoitus silloin.',
    },
    DELIVERY_TROUBLE_ENDED: {
      message: `Alueellasi oli ${day} jakeluhäiriö${trouble}, joka on jo päättynyt. Lehdet jaettiin myöhässä, ja myöhästyminen on jo tiedossamme.`,
      nextStep: 'Jos lehti ei tullut lainkaan, tee ilmoitus syyllä ”Lehti ei tullut”.',
    },
    UNKNOWN: {
      message: 'Ilmoitustasi ei voitu käsitellä verkossa.',
      nextStep: `Ota yhteyttä ${CUSTOMER_SERVICE}.`,
    },
  };
  return texts[d.code];
}

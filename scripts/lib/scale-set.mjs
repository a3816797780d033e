// A publisher-sized data set (issue 33 item 1), made with set-based SQL in a migrated database
// that holds the demo data: customers, subscriptions and everything the everyday reads and the
// daily jobs touch, in the proportions below, beside the demo customers (who stay as they are).
// Scale 1 is 500,000 customers (10 % companies) and 1,000,000 main subscriptions.
//
// Every generated row's id is derived from its number (`sid(kind, n)`, an md5 as a uuid), so a
// row can name its customer, account, card or subscription without a join or a lookup table.
// Numbers are on ranges of their own, far from the demo's and the test factories':
// customers 4xxxxxxxx (9 digits), main subscriptions 5xxxxxxx and add-ons 6xxxxxxx (8 digits,
// spec §9), invoices 7xxxxxxxxx. The subscriptions copy the demo's (statuses, products, prices,
// periods, dates) with their own numbers, customers and cards.

/** The tables the set fills, large at scale 1: the report counts them, the plan test watches them. */
export const SCALE_SET_TABLES = [
  'customers',
  'addresses',
  'companies',
  'accounts',
  'account_customers',
  'payment_cards',
  'subscriptions',
  'reading_rights',
  'invoices',
  'card_charges',
  'consents',
  'suspensions',
  'address_changes',
  'payment_method_changes',
  'sessions',
  'audit_log',
];

/** Customers and main subscriptions at scale 1. */
export const FULL_SCALE = { customers: 500_000, subscriptions: 1_000_000 };

/** The demo subscriptions a private customer's subscriptions copy, in turn. */
const PERSON_TEMPLATES = [
  '2000001',
  '2000002',
  '2000003',
  '2000004',
  '2000005',
  '2000008',
  '3000001',
  '3000009',
];
/** A company's subscriptions copy Esimerkki Oy's digital subscription. */
const COMPANY_TEMPLATE = '2100001';
/** The add-on (Sudoku) copied under every copy of 2000001. */
const ADD_ON_TEMPLATE = '2000011';
/** Months of invoices back from today (12 a year for two years). */
const INVOICE_MONTHS = 24;

const FIRST_NAMES = ['Aino', 'Eino', 'Helmi', 'Väinö', 'Sofia', 'Leo', 'Olivia', 'Onni', 'Aada'];
const LAST_NAMES = ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Koski'];

/**
 * An invoice's number (10 digits: 7 and the nine of `n`, an SQL bigint expression) and its
 * Finnish reference number: the number and a check digit (weights 7, 3, 1 from the right),
 * written out as arithmetic: a function call per row cost minutes over the invoices of scale 1.
 */
const invoiceNumber = (n) => `'7' || lpad((${n})::text, 9, '0')`;
const invoiceReference = (n) => {
  const digits = [...Array(9).keys()].map(
    (k) => `${[7, 3, 1][k % 3]} * ((${n}) / ${10 ** k} % 10)`,
  );
  // The leading 7 is the tenth digit from the right: weight 7.
  return `${invoiceNumber(n)} || ((10 - (49 + ${digits.join(' + ')}) % 10) % 10)::text`;
};

const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Helpers in a schema of their own (dropped at the end, so any connection of a pool sees them):
 * the derived ids and the Y-tunnus check digit.
 */
const HELPERS = [
  `create schema scale_set`,
  `create function scale_set.sid(kind text, n bigint) returns uuid
  language sql immutable as $$ select md5(kind || ':' || n)::uuid $$`,
  // Y-tunnus: seven digits and a check digit (weights 7, 9, 10, 5, 8, 4, 2). A remainder of 1
  // gives no check digit: such a base (always even here) takes the next number (remainder 3).
  `create function scale_set.y_tunnus(n int) returns text
  language sql immutable as $$
    select case when r = 1 then lpad((base::int + 1)::text, 7, '0') || '-8'
                else base || '-' || (case when r = 0 then 0 else 11 - r end)::text end
    from (select base, (select sum(substr(base, i, 1)::int * (array[7, 9, 10, 5, 8, 4, 2])[i]) % 11
                        from generate_series(1, 7) i) as r
          from (select lpad((2000000 + n * 2)::text, 7, '0') as base) x) y
  $$`,
];

/**
 * The steps, in order: each one statement (or a few) over generate_series or the rows made
 * before. `c` customers, `s` main subscriptions, `today` an ISO date.
 */
function steps({ c, s, today, subscriptionColumns }) {
  const t = `'${today}'::date`;
  const copyColumns = (overrides) =>
    subscriptionColumns.map((col) => (col in overrides ? overrides[col] : `t.${col}`)).join(', ');
  return [
    {
      name: 'customers',
      sql: `
        insert into customers (id, customer_number, customer_type, customer_kind, first_name,
          last_name, year_of_birth, company_name, phone, contact_email, created_at)
        select scale_set.sid('customer', i), '4' || lpad(i::text, 8, '0'),
          case when i % 10 = 0 then 'COMPANY' else 'PERSON' end,
          case when i % 10 = 0 then 'COMPANY' else 'REGULAR' end,
          case when i % 10 <> 0 then (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] end,
          case when i % 10 <> 0 then (${sqlArray(LAST_NAMES)})[1 + i % ${LAST_NAMES.length}] end,
          case when i % 10 <> 0 then 1930 + i % 76 end,
          case when i % 10 = 0 then 'Yritys ' || i || ' Oy' end,
          '+35840' || lpad((i % 10000000)::text, 7, '0'),
          'asiakas.' || i || '@example.fi',
          ${t} - (i % 3650) * interval '1 day'
        from generate_series(1, ${c}) i`,
    },
    {
      name: 'addresses',
      sql: `
        with streets as (
          select row_number() over (order by street_key) - 1 as k, street_name, zip_code, post_office
          from known_streets
        ), n as (select count(*)::int as total from streets)
        insert into addresses (id, customer_id, is_primary, street_address, zip_code, post_office)
        select scale_set.sid('address', i), scale_set.sid('customer', i), true,
          st.street_name || ' ' || (1 + i % 120) || case when i % 3 = 0 then ' A ' || (1 + i % 40) else '' end,
          st.zip_code, st.post_office
        from generate_series(1, ${c}) i cross join n
        join streets st on st.k = i % n.total`,
    },
    {
      name: 'companies',
      sql: `
        insert into companies (id, customer_id, name, business_id, contact_person, invoicing_email)
        select scale_set.sid('company', i), scale_set.sid('customer', i), 'Yritys ' || i || ' Oy',
          scale_set.y_tunnus(i / 10), 'Yhteys Henkilö', 'laskut.' || i || '@example.fi'
        from generate_series(10, ${c}, 10) i`,
    },
    {
      name: 'accounts and their customers',
      sql: `
        insert into accounts (id, username, password_hash, created_at)
        select scale_set.sid('account', i), 'asiakas.' || i || '@example.fi', a.password_hash,
          ${t} - (i % 3650) * interval '1 day'
        from generate_series(1, ${c}) i
        cross join (select password_hash from accounts where username = 'maija.meikalainen@example.fi') a;
        insert into account_customers (account_id, customer_id, role)
        select scale_set.sid('account', i), scale_set.sid('customer', i),
          case when i % 10 = 0 then 'COMPANY_ADMIN' else 'OWNER' end
        from generate_series(1, ${c}) i`,
    },
    {
      // Every other private customer (the odd numbers; companies are multiples of ten) has a card.
      name: 'payment cards',
      sql: `
        insert into payment_cards (id, customer_id, brand, last4, expiry_month, expiry_year,
          provider_token, created_at)
        select scale_set.sid('card', i), scale_set.sid('customer', i),
          (array['Visa', 'Mastercard', 'Visa Electron'])[1 + i % 3], lpad((i % 10000)::text, 4, '0'),
          1 + i % 12, extract(year from ${t})::int + 1 + i % 4, 'scale-card-' || i,
          ${t} - (i % 700) * interval '1 day'
        from generate_series(1, ${c}, 2) i`,
    },
    {
      // Which customer and template each main subscription has: the first c go one to each
      // customer, the rest spread over the customers by a multiplicative hash.
      name: 'subscription plan',
      sql: `
        create table scale_set.templates as
          select row_number() over (order by subscription_number) - 1 as k, s.*
          from subscriptions s where subscription_number in (${PERSON_TEMPLATES.map((n) => `'${n}'`).join(', ')})
          union all
          select ${PERSON_TEMPLATES.length}, s.* from subscriptions s where subscription_number = '${COMPANY_TEMPLATE}';
        create table scale_set.mains as
          select n, ci, case when ci % 10 = 0 then ${PERSON_TEMPLATES.length} else n % ${PERSON_TEMPLATES.length} end as k
          from (select n, case when n <= ${c} then n else 1 + (n::bigint * 2654435761 % ${c})::int end as ci
                from generate_series(1, ${s}) n) x;
        alter table scale_set.mains add primary key (n);
        analyze scale_set.mains`,
    },
    {
      name: 'main subscriptions',
      sql: `
        insert into subscriptions (${subscriptionColumns.join(', ')})
        select ${copyColumns({
          id: `scale_set.sid('subscription', m.n)`,
          subscription_number: `'5' || lpad(m.n::text, 7, '0')`,
          customer_id: `scale_set.sid('customer', m.ci)`,
          payer_customer_id: 'null',
          parent_subscription_id: 'null',
          payment_method: `case when t.payment_method = 'CREDIT_CARD' and m.ci % 2 = 0 then 'EMAIL_INVOICE' else t.payment_method end`,
          payment_card_id: `case when t.payment_method = 'CREDIT_CARD' and m.ci % 2 = 1 then scale_set.sid('card', m.ci) end`,
          created_at: 'now()',
        })}
        from scale_set.mains m join scale_set.templates t on t.k = m.k`,
    },
    {
      name: 'add-ons',
      sql: `
        insert into subscriptions (${subscriptionColumns.join(', ')})
        select ${copyColumns({
          id: `scale_set.sid('add-on', m.n)`,
          subscription_number: `'6' || lpad(m.n::text, 7, '0')`,
          customer_id: `main.customer_id`,
          payer_customer_id: 'null',
          parent_subscription_id: `main.id`,
          payment_method: 'main.payment_method',
          payment_card_id: 'main.payment_card_id',
          created_at: 'now()',
        })}
        from scale_set.mains m
        join scale_set.templates mt on mt.k = m.k and mt.subscription_number = '2000001'
        join subscriptions main on main.id = scale_set.sid('subscription', m.n)
        cross join (select * from subscriptions where subscription_number = '${ADD_ON_TEMPLATE}') t`,
    },
    {
      // One shared right per private 2000001 copy (invited or in use by the next customer's
      // account), four per company subscription (in use), as in the demo.
      name: 'reading rights',
      sql: `
        insert into reading_rights (id, subscription_id, status, email, activation_code,
          inviter_account_id, holder_account_id, invited_at, claimed_at)
        select scale_set.sid('right', m.n * 4 + r), scale_set.sid('subscription', m.n),
          case when m.k = ${PERSON_TEMPLATES.length} or m.n % 2 = 0 then 'ACTIVE' else 'INVITED' end,
          'lukija.' || m.n || '.' || r || '@example.fi', 'SCALE-' || m.n || '-' || r,
          scale_set.sid('account', m.ci),
          case when m.k = ${PERSON_TEMPLATES.length} or m.n % 2 = 0
               then scale_set.sid('account', 1 + m.ci % ${c}) end,
          ${t} - (m.n % 300) * interval '1 day',
          case when m.k = ${PERSON_TEMPLATES.length} or m.n % 2 = 0
               then ${t} - (m.n % 300) * interval '1 day' + interval '2 days' end
        from scale_set.mains m
        join scale_set.templates mt on mt.k = m.k
        cross join generate_series(1, 4) r
        where (mt.subscription_number = '2000001' and r = 1) or m.k = ${PERSON_TEMPLATES.length}`,
    },
    {
      // Monthly invoices (yearly for a yearly period) for the last ${INVOICE_MONTHS} months while the
      // subscription ran: paid, except the newest of every tenth (open) and a reminder of every
      // hundredth.
      name: 'invoices',
      sql: `
        insert into invoices (id, invoice_number, customer_id, subscription_id, kind, payment_state,
          payment_method, invoice_date, due_date, period_start_date, period_end_date, amount_cents,
          reminder_fee_cents, paper_invoice_fee_cents, reference_number, iban, paid_at, created_at)
        select scale_set.sid('invoice', m.n * ${INVOICE_MONTHS} + g), ${invoiceNumber(`m.n * ${INVOICE_MONTHS} + g`)},
          sub.customer_id, sub.id,
          case when g = 1 and m.n % 100 = 0 then 'FIRST_REMINDER' else 'INVOICED' end,
          case when g = 0 and m.n % 10 = 0 then 'UNPAID' when g = 1 and m.n % 100 = 0 then 'OVERDUE' else 'PAID' end,
          sub.payment_method, p.start - 14, p.start, p.start,
          (p.start + case when sub.period_unit = 'YEARS' then interval '1 year' else interval '1 month' end)::date - 1,
          sub.price_cents, case when g = 1 and m.n % 100 = 0 then 500 else 0 end,
          case when sub.payment_method = 'PAPER_INVOICE' then 395 else 0 end,
          ${invoiceReference(`m.n * ${INVOICE_MONTHS} + g`)}, iban.iban,
          case when not (g = 0 and m.n % 10 = 0) and not (g = 1 and m.n % 100 = 0)
               then p.start - 2 + time '12:00' end,
          p.start - 14 + time '08:00'
        from scale_set.mains m
        join subscriptions sub on sub.id = scale_set.sid('subscription', m.n)
        cross join generate_series(0, ${INVOICE_MONTHS - 1}) g
        cross join lateral (select (${t} - g * interval '1 month')::date as start) p
        cross join (select iban from invoices order by invoice_number limit 1) iban
        where (sub.period_unit <> 'YEARS' or g % 12 = 0)
          and p.start >= sub.start_date and (sub.end_date is null or p.start <= sub.end_date)`,
    },
    {
      name: 'card charges',
      sql: `
        insert into card_charges (id, invoice_id, card_id, customer_id, amount_cents, status,
          transaction_id, created_at, answered_at)
        select scale_set.sid('charge', i.invoice_number::bigint), i.id, sub.payment_card_id,
          i.customer_id, i.amount_cents, 'CHARGED', 'scale-' || i.invoice_number,
          i.due_date + time '06:00', i.due_date + time '06:01'
        from invoices i join subscriptions sub on sub.id = i.subscription_id
        where i.invoice_number like '7%' and sub.payment_card_id is not null and i.payment_state = 'PAID'`,
    },
    {
      name: 'consents',
      sql: `
        insert into consents (id, customer_id, kind, channel, brand, value, updated_at, change_channel)
        select scale_set.sid('consent', i * 2 + ch), scale_set.sid('customer', i), 'MARKETING_PERMISSION',
          (array['EMAIL', 'SMS'])[1 + ch], 'paivan-sanomat',
          case when (i + ch) % 3 = 0 then 'OptOut' else 'OptIn' end,
          ${t} - (i % 900) * interval '1 day', 'WEB'
        from generate_series(1, ${c}) i cross join generate_series(0, 1) ch
        where ch = 0 or i % 4 = 0`,
    },
    {
      // Every twentieth paper subscription has a week's suspension (past or coming), every
      // thirtieth a temporary address change coming.
      name: 'suspensions and address changes',
      sql: `
        insert into suspensions (id, subscription_id, start_date, end_date, digital_part,
          credited_days, total_credited_cents, channel, created_at)
        select scale_set.sid('suspension', m.n), sub.id, d.start, d.start + 6, 'KEEP', 6, 0, 'WEB',
          d.start - 20 + time '09:00'
        from scale_set.mains m
        join subscriptions sub on sub.id = scale_set.sid('subscription', m.n)
        cross join lateral (select ${t} + (m.n % 120 - 60) as start) d
        where m.n % 20 = 0 and sub.product_format <> 'DIGI' and sub.status = 'ACTIVE';
        insert into address_changes (id, subscription_id, change_type, role, start_date, end_date,
          street_address, zip_code, post_office, country_code, channel, created_at, processing)
        select scale_set.sid('address-change', m.n), sub.id, 'TEMPORARY_ADDRESS_CHANGE', 'SUBSCRIBER',
          ${t} + 10 + m.n % 30, ${t} + 24 + m.n % 30, 'Mökkitie ' || (1 + m.n % 50), '21100',
          'NAANTALI', 'FI', 'WEB', ${t} - (m.n % 10) * interval '1 day', 'CONFIRMED'
        from scale_set.mains m
        join subscriptions sub on sub.id = scale_set.sid('subscription', m.n)
        where m.n % 30 = 0 and sub.product_format <> 'DIGI' and sub.status = 'ACTIVE'`,
    },
    {
      name: 'payment method changes',
      sql: `
        insert into payment_method_changes (id, subscription_id, account_id, from_method, to_method,
          fee_cents, effective_date, status, channel, created_at, applied_at)
        select scale_set.sid('method-change', m.n), scale_set.sid('subscription', m.n),
          scale_set.sid('account', m.ci), 'PAPER_INVOICE', 'EMAIL_INVOICE', 0,
          ${t} - (m.n % 500), 'APPLIED', 'WEB', ${t} - (m.n % 500) - 20, ${t} - (m.n % 500)
        from scale_set.mains m join scale_set.templates t on t.k = m.k
        where m.n % 50 = 0 and t.payment_method = 'EMAIL_INVOICE'`,
    },
    {
      // A tenth of the accounts are logged in now (one session each).
      name: 'sessions',
      sql: `
        insert into sessions (id, account_id, intent, remember, created_at, expires_at, active_customer_id)
        select encode(sha256(('scale-session-' || i)::bytea), 'hex'), scale_set.sid('account', i),
          case when i % 10 = 0 then 'b2b' else 'b2c' end, i % 20 = 0,
          ${t} - interval '1 hour', ${t} + interval '1 day',
          case when i % 10 = 0 then scale_set.sid('customer', i) end
        from generate_series(1, ${c}, 10) i`,
    },
    {
      // The change history: logins and customer-information changes, four rows a customer.
      name: 'audit log',
      sql: `
        insert into audit_log (account_id, customer_id, action, entity, entity_id, channel, created_at)
        select scale_set.sid('account', i), scale_set.sid('customer', i),
          case when e = 3 then 'CUSTOMER_INFO_UPDATED' else 'LOGIN' end,
          case when e = 3 then 'customer' else 'account' end,
          null, 'WEB', ${t} - ((i + e * 97) % 700) * interval '1 day'
        from generate_series(1, ${c}) i cross join generate_series(0, 3) e`,
    },
  ];
}

/**
 * Builds the set through `query(text)`, which runs one statement and resolves to its rows, and
 * reports each step's time through `log`. Returns the row counts of the tables it filled.
 * @param {(text: string) => Promise<any[]>} query
 * @param {{ scale: number, today: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, number>>}
 */
export async function buildScaleSet(query, { scale, today, log = () => {} }) {
  const c = Math.max(10, Math.round(FULL_SCALE.customers * scale));
  const s = Math.max(c, Math.round(FULL_SCALE.subscriptions * scale));
  const [already] = await query(
    `select count(*)::int as n from customers where customer_number like '4________'`,
  );
  if (already.n > 0) throw new Error('this database already holds a scale set');
  const subscriptionColumns = (
    await query(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'subscriptions' order by ordinal_position`,
    )
  ).map((r) => r.column_name);
  await query('drop schema if exists scale_set cascade');
  for (const helper of HELPERS) await query(helper);
  const timed = async (name, statements) => {
    const started = performance.now();
    for (const statement of statements) await query(statement);
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const step of steps({ c, s, today, subscriptionColumns })) {
    await timed(step.name, step.sql.split(/;\s*\n/));
  }
  await query('drop schema scale_set cascade');
  await timed('analyze', ['analyze']);
  return countRows(query);
}

/**
 * The row count of every table the set fills (exact, for the report).
 * @param {(text: string) => Promise<any[]>} query
 * @returns {Promise<Record<string, number>>}
 */
export async function countRows(query) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const table of SCALE_SET_TABLES) {
    const [row] = await query(`select count(*)::bigint as n from ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

// One day's due work for the daily jobs on the scale set (issue 33 item 3), made with set-based
// SQL in a database that holds it (scripts/lib/scale-set.mjs). It picks rows by their numbers
// (mains 5xxxxxxx and add-ons 6xxxxxxx, customers 4xxxxxxxx, cards 'scale-card-<i>'), so the
// same day can be made again on a fresh copy of the set.
//
// - periods: a thirtieth of the recurring subscriptions that go on ended their period yesterday
//   (a monthly period starts for each of them every 30 days or so); a tenth of those have a
//   billing period change and another tenth a payment method change due with the new period;
// - card charges: the set's open card invoices, all dated by today (about seven days' worth);
// - expiring cards: a thirtieth of the cards expire this month;
// - card deadlines: a thirtieth of the card-billed subscriptions were asked for a new card
//   (theirs expires) by a deadline that was yesterday;
// - reader counts: a three-hundredth of the company subscriptions have a pending change;
// - account purge: one private customer in a thousand ended everything, asked for the account's
//   deletion, and its grace time is over.
// The e-mail the jobs queue is what the e-mail sender then delivers. (Cards and card-billed
// subscriptions are picked modulo 29, not 30: the set gives cards to odd customer numbers only.)

const CONTINUING = `('ACTIVE', 'SUSPENDED', 'ACTIVE_ORDER_BEING_RENEWED')`;
const numberOf = (column) => `substr(${column}, 2)::int`;

/** The statements, in order; `t` is today as an SQL date. */
const steps = (t) => [
  {
    name: 'periods ended yesterday',
    sql: `
      update subscriptions
      set period_end_date = ${t} - 1, period_start_date = (${t} - 1 - interval '1 month')::date + 1
      where subscription_type = 'RECURRING' and status in ${CONTINUING}
        and (end_date is null or end_date > ${t})
        and subscription_number ~ '^[56]' and ${numberOf('subscription_number')} % 30 = 0`,
  },
  {
    name: 'billing period changes due',
    sql: `
      insert into billing_period_changes (subscription_id, account_id, from_period_unit,
        from_period_length, to_period_unit, to_period_length, to_price_cents, effective_date, created_at)
      select s.id, ac.account_id, s.period_unit, s.period_length, 'MONTHS', 3, s.price_cents * 3,
        ${t}, ${t} - 20
      from subscriptions s join account_customers ac on ac.customer_id = s.customer_id
      where s.subscription_number like '5%' and ${numberOf('s.subscription_number')} % 300 = 0
        and s.period_end_date = ${t} - 1`,
  },
  {
    name: 'payment method changes due',
    sql: `
      insert into payment_method_changes (subscription_id, account_id, from_method, to_method,
        effective_date, created_at)
      select s.id, ac.account_id, s.payment_method, 'PAPER_INVOICE', ${t}, ${t} - 20
      from subscriptions s join account_customers ac on ac.customer_id = s.customer_id
      where s.subscription_number like '5%' and ${numberOf('s.subscription_number')} % 300 = 30
        and s.period_end_date = ${t} - 1 and s.payment_method <> 'PAPER_INVOICE'`,
  },
  {
    name: 'cards expiring this month',
    sql: `
      update payment_cards
      set expiry_year = extract(year from ${t})::int, expiry_month = extract(month from ${t})::int
      where provider_token like 'scale-card-%' and substr(provider_token, 12)::int % 29 = 1`,
  },
  {
    // Asked for a new card (the card expires) and never answered: billing falls back to paper.
    name: 'card deadlines passed',
    sql: `
      insert into card_requests (subscription_id, customer_id, deadline, card_id, reason, created_at)
      select s.id, s.customer_id, ${t} - 1, s.payment_card_id, 'CARD_EXPIRING', ${t} - 15
      from subscriptions s
      where s.subscription_number like '5%' and ${numberOf('s.subscription_number')} % 29 = 2
        and s.payment_method = 'CREDIT_CARD' and s.payment_card_id is not null`,
  },
  {
    name: 'reader-count changes pending',
    sql: `
      insert into reader_count_changes (subscription_id, account_id, from_readers, to_readers,
        net_cents, vat_cents, created_at)
      select s.id, ac.account_id, coalesce(s.reader_count, 5), coalesce(s.reader_count, 5) + 1,
        1000, 255, ${t} - 1
      from subscriptions s
      join customers c on c.id = s.customer_id and c.customer_type = 'COMPANY'
      join account_customers ac on ac.customer_id = s.customer_id
      where s.subscription_number like '5%' and ${numberOf('s.subscription_number')} % 300 = 0
        and s.reader_count is not null`,
  },
  {
    // Customers who ended everything two months ago: the purge deletes their personal data.
    name: 'account deletions due',
    sql: [
      `create temporary table leaving as
        select c.id as customer_id, ac.account_id
        from customers c join account_customers ac on ac.customer_id = c.id
        where c.customer_number like '4%' and c.customer_type = 'PERSON'
          and ${numberOf('c.customer_number')} % 1000 = 3`,
      `update subscriptions set status = 'FINISHED', end_date = ${t} - 60
        where customer_id in (select customer_id from leaving)`,
      `update invoices set payment_state = 'PAID', paid_at = ${t} - 61
        where customer_id in (select customer_id from leaving) and payment_state <> 'PAID'`,
      `insert into account_deletions (account_id, customer_ids, requested_at, purge_due_at)
        select account_id, array[customer_id], ${t} - 8, ${t} - interval '1 hour' from leaving`,
    ],
  },
];

/**
 * Makes the day's work, in one session (a step may keep a temporary table); answers the rows
 * each step touched.
 */
export async function prepareDaysWork(query, { today, log = () => {} }) {
  const t = `date '${today}'`;
  const counts = {};
  for (const step of steps(t)) {
    const started = performance.now();
    // A step of several statements counts the rows of its last.
    let result;
    for (const statement of [step.sql].flat()) result = await query(statement);
    counts[step.name] = result.rowCount;
    log(
      `${step.name}: ${result.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await query('analyze');
  return counts;
}

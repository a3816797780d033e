// Generated from the API document (/api/v1/openapi.json) by tests/api/api-route-types.test.ts.
// Do not edit: after changing a route, run
// UPDATE_API_ROUTES=1 npx vitest run tests/api/api-route-types.test.ts

/** The path of every route under /api/v1, by method; a {parameter} is any string. */
export interface ApiRoutes {
  get:
    | `account/change-history`
    | `account/deletion`
    | `account/my-data`
    | `assistant/invoices`
    | `assistant/subscriptions`
    | `auth/companies`
    | `auth/refresh`
    | `auth/verifySession`
    | `benefits/${string}/${string}`
    | `cards`
    | `company-order-approvals/${string}`
    | `company-orders/quote`
    | `config`
    | `consents`
    | `copytexts`
    | `customer/info`
    | `delivery-reclamations/dates`
    | `dev/mailbox`
    | `health/ready`
    | `health`
    | `invoices/${number}/barcode.svg`
    | `invoices/${number}/pdf`
    | `invoices/${number}`
    | `invoices`
    | `marketing-ban`
    | `oauth/authorize`
    | `oauth/grants`
    | `payment-methods`
    | `reading-rights`
    | `staff/cancellations.csv`
    | `staff/company-requests`
    | `staff/inbox`
    | `strong-identification/jwks`
    | `strong-identification`
    | `subscriptions/${number}/add-ons`
    | `subscriptions/${number}/address-changes`
    | `subscriptions/${number}/billing-period`
    | `subscriptions/${number}/cancellation/preview`
    | `subscriptions/${number}/cancellation`
    | `subscriptions/${number}/company-requests`
    | `subscriptions/${number}/delivery-status`
    | `subscriptions/${number}/payment-method/options`
    | `subscriptions/${number}/product-change/options`
    | `subscriptions/${number}/product-change/pending`
    | `subscriptions/${number}/reader-count`
    | `subscriptions/${number}/reading-rights`
    | `subscriptions/${number}/suspensions`
    | `subscriptions/${number}`
    | `subscriptions`;
  post:
    | `account/password-reset/confirm`
    | `account/password-reset`
    | `anonymous-cancellations/lookup`
    | `anonymous-cancellations/passes`
    | `anonymous-cancellations`
    | `auth/company`
    | `auth/login`
    | `auth/logout-all`
    | `auth/logout`
    | `auth/registrations/confirm`
    | `auth/registrations`
    | `cards/setups/complete`
    | `cards/setups`
    | `company-order-approvals/${string}/accept`
    | `company-order-approvals/${string}/refuse`
    | `company-orders`
    | `delivery-reclamations/anonymous/passes`
    | `delivery-reclamations/anonymous`
    | `dev/customers`
    | `feedback/company`
    | `feedback/contact`
    | `invoices/${number}/due-date`
    | `kaikki-notices`
    | `marketing-ban`
    | `oauth/authorize`
    | `oauth/token`
    | `reading-right-claims/preview`
    | `reading-right-claims`
    | `staff/company-requests/${string}/handled`
    | `staff/feedback/${string}/handled`
    | `staff/payments/import`
    | `strong-identification/complete`
    | `strong-identification/start`
    | `strong-identification/test-bank/decision`
    | `subscription-links/confirm-token`
    | `subscription-links/search`
    | `subscription-links`
    | `subscriptions/${number}/add-ons`
    | `subscriptions/${number}/address-changes/permanent`
    | `subscriptions/${number}/address-changes/temporary`
    | `subscriptions/${number}/billing-period/changes`
    | `subscriptions/${number}/cancellation-offers/accept`
    | `subscriptions/${number}/cancellation-offers/events`
    | `subscriptions/${number}/cancellation`
    | `subscriptions/${number}/company-requests`
    | `subscriptions/${number}/delivery-reclamations`
    | `subscriptions/${number}/payment-method/changes`
    | `subscriptions/${number}/product-change`
    | `subscriptions/${number}/reader-count/changes`
    | `subscriptions/${number}/reader-count/preview`
    | `subscriptions/${number}/reading-rights/invitations`
    | `subscriptions/${number}/suspensions/${string}/quote`
    | `subscriptions/${number}/suspensions/quote`
    | `subscriptions/${number}/suspensions`;
  put:
    | `account/password`
    | `account/username/confirm`
    | `account/username`
    | `consents`
    | `subscriptions/${number}/address-changes/${string}`
    | `subscriptions/${number}/card`;
  patch: `customer/info` | `subscriptions/${number}/suspensions/${string}`;
  delete:
    | `account`
    | `cards/${string}`
    | `marketing-ban`
    | `oauth/grants/${string}`
    | `subscriptions/${number}/address-changes/${string}`
    | `subscriptions/${number}/reading-rights/${string}`
    | `subscriptions/${number}/suspensions/${string}`;
}

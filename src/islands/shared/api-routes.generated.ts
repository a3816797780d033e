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
    | `invoices/${string}/barcode.svg`
    | `invoices/${string}/pdf`
    | `invoices/${string}`
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
    | `subscriptions/${string}/add-ons`
    | `subscriptions/${string}/address-changes`
    | `subscriptions/${string}/billing-period`
    | `subscriptions/${string}/cancellation/preview`
    | `subscriptions/${string}/cancellation`
    | `subscriptions/${string}/company-requests`
    | `subscriptions/${string}/delivery-status`
    | `subscriptions/${string}/payment-method/options`
    | `subscriptions/${string}/product-change/options`
    | `subscriptions/${string}/product-change/pending`
    | `subscriptions/${string}/reader-count`
    | `subscriptions/${string}/reading-rights`
    | `subscriptions/${string}/suspensions`
    | `subscriptions/${string}`
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
    | `invoices/${string}/due-date`
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
    | `subscriptions/${string}/add-ons`
    | `subscriptions/${string}/address-changes/permanent`
    | `subscriptions/${string}/address-changes/temporary`
    | `subscriptions/${string}/billing-period/changes`
    | `subscriptions/${string}/cancellation-offers/accept`
    | `subscriptions/${string}/cancellation-offers/events`
    | `subscriptions/${string}/cancellation`
    | `subscriptions/${string}/company-requests`
    | `subscriptions/${string}/delivery-reclamations`
    | `subscriptions/${string}/payment-method/changes`
    | `subscriptions/${string}/product-change`
    | `subscriptions/${string}/reader-count/changes`
    | `subscriptions/${string}/reader-count/preview`
    | `subscriptions/${string}/reading-rights/invitations`
    | `subscriptions/${string}/suspensions/${string}/quote`
    | `subscriptions/${string}/suspensions/quote`
    | `subscriptions/${string}/suspensions`;
  put:
    | `account/password`
    | `account/username/confirm`
    | `account/username`
    | `consents`
    | `subscriptions/${string}/address-changes/${string}`
    | `subscriptions/${string}/card`;
  patch: `customer/info` | `subscriptions/${string}/suspensions/${string}`;
  delete:
    | `account`
    | `cards/${string}`
    | `marketing-ban`
    | `oauth/grants/${string}`
    | `subscriptions/${string}/address-changes/${string}`
    | `subscriptions/${string}/reading-rights/${string}`
    | `subscriptions/${string}/suspensions/${string}`;
}

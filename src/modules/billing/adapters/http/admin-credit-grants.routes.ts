import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { CustomerAccounts } from '../../application/customer-accounts.js';
import { CreditGrantParamsSchema, CreditGrantReceiptSchema, CreditGrantRequestSchema } from '../../contract.js';

/** The admin console's credit grants: one-time credits with a reason, through the ledger, audited. */
export function adminCreditGrantRoutes(accounts: CustomerAccounts): HttpRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/users/:id/credit-grants',
      summary:
        "Grants one-time credits with a reason: a ledger entry and an audit entry with the balance's before/after",
      tag: 'users-admin',
      access: 'admin',
      params: CreditGrantParamsSchema,
      body: CreditGrantRequestSchema,
      response: CreditGrantReceiptSchema,
      successStatus: 201,
      errorStatuses: [404],
      handle: ({ params, body, principal }) => accounts.grantCredits(params.id, body.credits, body.reason, principal),
    }),
  ];
}

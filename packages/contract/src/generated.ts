// Generated from packages/contract/openapi.yaml by openapi-typescript (npm run contract). Do not edit.

export interface paths {
    "/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description Retrieve a paginated list of agents for the authenticated platform.
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent
         * @description Create a new agent with a specified policy. Returns the created agent and a device code that must be redeemed by the agent software to complete installation.
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        /**
         * Get agent by ID
         * @description Retrieve an agent by its system-generated ID.
         */
        get: operations["getAgentById"];
        put?: never;
        post?: never;
        /**
         * Delete agent
         * @description Permanently delete an agent. Connected agent software will lose access immediately.
         */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /**
         * Update agent
         * @description Update an agent's name or paused state.
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action to approve */
                actionId: string;
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an agent action
         * @description Approve a pending agent action, allowing Grid to proceed with execution. The action must have status `PENDING_APPROVAL`. Once approved, Grid executes the underlying operation (quote execution or transfer) and the action transitions to `APPROVED`.
         *     For `EXECUTE_QUOTE` actions, note that the underlying quote may have expired between submission and approval — in that case the action will transition to `FAILED` instead.
         *     This endpoint is called by the platform's backend using platform credentials, not by the agent itself.
         */
        post: operations["approveAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action to reject */
                actionId: string;
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an agent action
         * @description Reject a pending agent action, preventing execution. The action must have status `PENDING_APPROVAL`. Once rejected, the action transitions to `REJECTED` and the underlying operation is not executed.
         *     This endpoint is called by the platform's backend using platform credentials, not by the agent itself.
         */
        post: operations["rejectAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/device-codes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate a device code
         * @description Generate a new device code for an existing agent. Use this when the original device code has expired before being redeemed, or when the agent software needs to be reinstalled. Any previously issued unredeemed device codes for this agent are invalidated.
         */
        post: operations["regenerateAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update agent policy
         * @description Partially update an agent's policy. Only provided fields will be updated; omitted fields retain their current values. Policy changes take effect immediately.
         */
        patch: operations["updateAgentPolicy"];
        trace?: never;
    };
    "/agents/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent transaction approval requests
         * @description Retrieve a paginated list of agent actions that require platform approval. Filter by `agentId` or `customerId` to scope results to a specific agent or customer. Approve or reject individual actions via `POST /agents/{agentId}/actions/{actionId}/approve` or `POST /agents/{agentId}/actions/{actionId}/reject`.
         */
        get: operations["listAgentApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code to redeem */
                code: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem device code
         * @description Redeem a device code to obtain agent credentials. This endpoint is called by the agent software during installation. On success, returns a Bearer access token that the agent uses for all subsequent API calls. The token is returned only once and must be stored securely.
         *     This endpoint does not require platform authentication — the device code itself serves as proof of authorization.
         */
        post: operations["redeemAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code to check */
                code: string;
            };
            cookie?: never;
        };
        /**
         * Get device code status
         * @description Check whether a device code has been redeemed. Use this to poll for agent installation completion after creating an agent.
         */
        get: operations["getAgentDeviceCodeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get current agent
         * @description Retrieve the authenticated agent's own profile, policy, and current usage. This endpoint is called by the agent software itself using its own credentials (obtained via device code redemption) rather than platform credentials.
         */
        get: operations["getAgentMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent's own actions
         * @description Retrieve a paginated list of actions submitted by the authenticated agent. Use this to poll for approval decisions after submitting an action that requires approval.
         */
        get: operations["agentListActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action */
                actionId: string;
            };
            cookie?: never;
        };
        /**
         * Get an agent action
         * @description Retrieve a specific action submitted by the authenticated agent. Poll this endpoint after submitting an action that requires approval to check whether it has been approved, rejected, or has failed.
         */
        get: operations["agentGetAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent external accounts
         * @description Retrieve a paginated list of external accounts belonging to the authenticated agent's customer. Requires the MANAGE_EXTERNAL_ACCOUNTS permission in the agent's policy.
         */
        get: operations["agentListExternalAccounts"];
        put?: never;
        /**
         * Add an external account
         * @description Register a new external bank account or wallet for the authenticated agent's customer. Requires the MANAGE_EXTERNAL_ACCOUNTS permission in the agent's policy. The `customerId` field is optional and will be inferred from the agent's associated customer if omitted.
         */
        post: operations["agentCreateExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get agent external account by ID
         * @description Retrieve an external account belonging to the authenticated agent's customer. Returns 404 if the account exists but belongs to a different customer. Requires the MANAGE_EXTERNAL_ACCOUNTS permission in the agent's policy.
         */
        get: operations["agentGetExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete agent external account
         * @description Delete an external account belonging to the authenticated agent's customer. Requires the MANAGE_EXTERNAL_ACCOUNTS permission in the agent's policy.
         */
        delete: operations["agentDeleteExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent's internal accounts
         * @description Retrieve the internal accounts belonging to the customer this agent operates on behalf of. Use this to discover available source accounts for transfers and quotes, and to verify which accounts are accessible under the agent's `accountRestrictions` policy.
         */
        get: operations["agentListInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer quote
         * @description Generate a quote for a cross-currency transfer on behalf of the authenticated agent's customer. Accounts referenced in the request must belong to the agent's customer. Requires the CREATE_QUOTES permission in the agent's policy.
         *     If the agent's defaultExecutionMode is APPROVAL_REQUIRED, or the quote amount exceeds the agent's approvalThresholds, the resulting transaction will require explicit approval before funds move.
         */
        post: operations["agentCreateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the quote to retrieve */
                quoteId: string;
            };
            cookie?: never;
        };
        /**
         * Get agent quote by ID
         * @description Retrieve a quote created by the authenticated agent. Returns 404 if the quote exists but was not created by this agent.
         */
        get: operations["agentGetQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The unique identifier of the quote to execute
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000001
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote
         * @description Execute a quote created by the authenticated agent. Requires the EXECUTE_QUOTES permission in the agent's policy.
         *     If the agent's policy requires approval for this amount (based on execution mode or approval thresholds), the transaction will be created in a pending state and must be approved by the platform via `POST /agents/{agentId}/actions/{actionId}/approve`.
         *     Once executed, the quote cannot be cancelled.
         */
        post: operations["agentExecuteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent transactions
         * @description Retrieve a paginated list of transactions for the authenticated agent's customer. Results are automatically scoped to the agent's associated customer — no customer filter is needed or accepted.
         */
        get: operations["agentListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction */
                transactionId: string;
            };
            cookie?: never;
        };
        /**
         * Get agent transaction by ID
         * @description Retrieve a specific transaction belonging to the authenticated agent's customer. Returns 404 if the transaction exists but belongs to a different customer.
         */
        get: operations["agentGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer-in
         * @description Transfer funds from an external account to an internal account for the authenticated agent's customer. Accounts must belong to the agent's customer. Requires the CREATE_TRANSFERS permission in the agent's policy.
         *     If the agent's policy requires approval for this amount, the transaction will be created in a pending state and must be approved by the platform via `POST /agents/{agentId}/actions/{actionId}/approve`.
         *     This endpoint should only be used for external account sources with pull functionality (e.g. ACH Pull). Otherwise, use the payment instructions on the internal account to deposit funds.
         */
        post: operations["agentCreateTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer-out
         * @description Transfer funds from an internal account to an external account for the authenticated agent's customer. Accounts must belong to the agent's customer. Requires the CREATE_TRANSFERS permission in the agent's policy.
         *     If the agent's policy requires approval for this amount, the transaction will be created in a pending state and must be approved by the platform via `POST /agents/{agentId}/actions/{actionId}/approve`.
         */
        post: operations["agentCreateTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List authentication credentials
         * @description Retrieve all authentication credentials registered on an Embedded Wallet internal account.
         *
         *     The response is not paginated: an internal account is expected to have a small, bounded number of credentials (typically 1–5), so all results are returned inline. Additional per-credential detail (such as active session expiry) is available on `GET /auth/sessions`.
         */
        get: operations["listAuthCredentials"];
        put?: never;
        /**
         * Create an authentication credential
         * @description Register an authentication credential for an Embedded Wallet customer.
         *
         *     Embedded Wallet internal accounts are initialized with an `EMAIL_OTP` credential tied to the customer email on the account. Use this endpoint to add another credential (`SMS_OTP`, `OAUTH`, or `PASSKEY`), or to add `EMAIL_OTP` / `SMS_OTP` back after it has been removed. Only one `EMAIL_OTP` and one `SMS_OTP` credential are supported per internal account; multiple distinct `PASSKEY` credentials may be registered.
         *
         *     Adding a credential requires a signature from an existing verified credential on the same account. Call this endpoint with the new credential's details to receive `202` with `payloadToSign` and `requestId`. Use the session API keypair of an existing verified credential (the session signing key the client holds for it) to build an API-key stamp over `payloadToSign`, then retry the same request with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The signed retry returns `201` with the created `AuthMethod`. For OTP credentials, the one-time password is triggered on the signed retry, and the credential must then be activated via `POST /auth/credentials/{id}/verify`.
         */
        post: operations["createAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an authentication credential
         * @description Revoke an authentication credential on an Embedded Wallet internal account.
         *
         *     Revocation is a two-step flow because it must be authorized by a session on a *different* credential on the same internal account:
         *
         *     1. Call `DELETE /auth/credentials/{id}` with no headers. The response is `202` with a `payloadToSign`, `requestId`, and `expiresAt`.
         *
         *     2. Use the session API keypair of an existing verified credential on the same internal account — other than the one being revoked — to build an API-key stamp over `payloadToSign`, then retry the same `DELETE` request with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The signed retry returns `204`.
         *
         *     The account must retain at least one authentication credential; an account with only a single credential cannot use this endpoint to revoke it.
         */
        delete: operations["revokeAuthCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-issue an authentication credential challenge
         * @description Re-issue the challenge for an existing authentication credential.
         *
         *     For `EMAIL_OTP` and `SMS_OTP` credentials, this triggers a new one-time password to the contact on file and returns a fresh `otpEncryptionTargetBundle` for the client to HPKE-encrypt the OTP attempt against. After the user receives the new OTP, build the `encryptedOtpBundle` under the new target bundle and call `POST /auth/credentials/{id}/verify` to begin the secure OTP login flow.
         *
         *     `OAUTH` credentials do not have a challenge step. To authenticate or reauthenticate an OAuth credential, call `POST /auth/credentials/{id}/verify` with a fresh OIDC token and a `clientPublicKey`.
         *
         *     For `PASSKEY` credentials, this issues a fresh Grid reauthentication challenge. The request body must carry the client's ephemeral `clientPublicKey` so Grid can bake it into the session-creation payload the returned challenge is computed from — send a compressed key for the recommended client-held-key model, where the client retains the matching private key as the resulting session signing key, or an uncompressed key for the deprecated legacy flow. The response is a `PasskeyAuthChallenge` — the passkey auth method fields plus the WebAuthn `credentialId`, new `challenge`, `requestId`, and `expiresAt`. The `challenge` value is the lowercase hex-encoded SHA-256 digest of the canonical session-creation body, not a base64url string. The client base64url-decodes `credentialId` for `allowCredentials[].id` and UTF-8 encodes `challenge` (for example, `new TextEncoder().encode(challenge)`) as the WebAuthn challenge in `navigator.credentials.get()`, then submits the resulting assertion to `POST /auth/credentials/{id}/verify` with `Request-Id: <requestId>` to receive a session.
         */
        post: operations["challengeAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an authentication credential
         * @description Complete the verification step for a previously created authentication credential and issue a session.
         *
         *     For `EMAIL_OTP` and `SMS_OTP` credentials, submit the `encryptedOtpBundle` produced by HPKE-encrypting `{otp_code, public_key}` under the `otpEncryptionTargetBundle` returned from registration when present, or from `POST /auth/credentials/{id}/challenge` when registration omitted it or the OTP must be reissued. The server is a pass-through and never sees the plaintext OTP code. On success the response is `202` with a `payloadToSign` carrying the `verificationToken` bound to the client's TEK public key — sign that token with the matching TEK private key, then retry the same request with the full stamp in `Service-Wallet-Signature` and the `requestId` echoed in `Request-Id`. The signed retry returns `200` with the issued `AuthSession`. The TEK public key becomes the session API key on successful completion.
         *     In sandbox mode, the OTP flow runs real HPKE end-to-end against a sandbox enclave keypair — clients build a real `encryptedOtpBundle` against the sandbox `otpEncryptionTargetBundle` and sign a real `verificationToken` with their TEK keypair. The only sandbox shortcut is the magic OTP code (`"000000"`) the user "receives" instead of a real email or SMS delivery.
         *
         *     For `OAUTH` credentials, supply a fresh OIDC token (`iat` must be less than 60 seconds before the request) along with the client-generated public key; this is also the reauthentication path after a prior session expired. The token identity (`iss`, `aud`, and `sub`) must match the OAuth credential being verified. In sandbox, the token's `nonce` must equal `sha256(clientPublicKey)`. For `PASSKEY` credentials, the client completes a WebAuthn assertion (`navigator.credentials.get()`) against the Grid-issued `challenge` returned from `POST /auth/credentials/{id}/challenge`, and submits the resulting `assertion` with the `Request-Id` header. The `clientPublicKey` for `PASSKEY` credentials is supplied on the challenge call, where it is bound into the pending session-creation request.
         *
         *     On success for `OAUTH` and `PASSKEY`, and on the signed retry for OTP credentials, the response contains an `AuthSession`. Sending a compressed `clientPublicKey` selects the recommended client-held-key model: the client already holds the session signing key — the private key it generated before authentication — so no key material is returned and the deprecated `encryptedSessionSigningKey` is omitted. Sending an uncompressed `clientPublicKey` selects the deprecated legacy flow, where the session signing key is HPKE-sealed to that key and returned as `encryptedSessionSigningKey` for the client to decrypt. The `expiresAt` timestamp marks when the session expires.
         */
        post: operations["verifyAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active sessions
         * @description Retrieve all active authentication sessions on an Embedded Wallet internal account. A session is created each time a credential is verified via `POST /auth/credentials/{id}/verify`, and remains active until its `expiresAt` passes or it is revoked via `DELETE /auth/sessions/{id}`.
         *
         *     The response is not paginated: an internal account is expected to have a small, bounded number of concurrent sessions (one per signed-in device, typically 1–4), so all results are returned inline.
         */
        get: operations["listAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an authentication session
         * @description Revoke an authentication session on an Embedded Wallet internal account. Revocation is a two-step signed-retry flow:
         *
         *     1. Call `DELETE /auth/sessions/{id}` with no headers. The response is `202` with a `payloadToSign`, `requestId`, and `expiresAt`.
         *
         *     2. Use the session API keypair of a verified session on the same internal account (this can be the session being revoked, for self-logout) to build an API-key stamp over `payloadToSign`, then retry the same `DELETE` request with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The signed retry returns `204`.
         *
         *     Sessions also expire on their own. `404` is returned whenever the `id` does not match an active session — whether the session was never issued, was already revoked by a prior call, or has expired past its `expiresAt`. The response code reflects the resource state, not an error in the client's flow: re-revoking an already-revoked or expired session is safe and idempotent at the user intent level.
         */
        delete: operations["revokeAuthSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh an authentication session
         * @description Refresh an active Embedded Wallet auth session and create a new session signing key. Session refresh is a two-step signed-retry flow:
         *
         *     1. Call `POST /auth/sessions/{id}/refresh` with the request body `{ "clientPublicKey": "02..." }` and no signature headers. Send a freshly generated client public key and retain its private key. Grid binds the supplied `clientPublicKey` into the session-refresh payload, persists it as a pending request, and returns `202` with `payloadToSign`, `requestId`, and `expiresAt`.
         *
         *     2. Sign `payloadToSign` with the current session signing key, then retry the same request with the full API-key stamp as `Service-Wallet-Signature`, the `requestId` echoed back as `Request-Id`, and the same `clientPublicKey` in the request body. On success, Grid returns a new `AuthSession`. Sending a compressed `clientPublicKey` selects the recommended client-held-key model, where the client retains the new session signing key and no key material is returned; sending an uncompressed key selects the deprecated legacy flow, where the new key is sealed to it and returned as `encryptedSessionSigningKey`.
         *
         *     The original session must still be active on both steps so it can authorize the refresh. If the session has already expired, use the credential reauthentication flow instead.
         */
        post: operations["refreshAuthSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards
         * @description Retrieve a paginated list of cards. Cards can be filtered by cardholder, bound funding-source internal account, state, and platform-specific card identifier. If no filters are provided, returns all cards visible to the caller.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Issue a card
         * @description Issue a new card for a cardholder. Every card must be bound to at least one funding source at create time. The cardholder must have KYC status `APPROVED` before a card can be issued; otherwise the request is rejected with `CARDHOLDER_KYC_NOT_APPROVED`.
         *
         *     An optional `maxSpendPerTransaction` value sets the largest amount a single card transaction may authorize. The limit is enforced by Grid for card programs where Grid makes the authorization decision, whether the card is funded by an Embedded Wallet account or custodial fiat. Omit it for no limit. The value is in the smallest unit of the card's currency.
         *
         *     If any funding source is an Embedded Wallet internal account, the cardholder must authorize Grid to sign Spark token transactions for that card funding source by completing the delegated-key creation flow with `POST /auth/delegated-keys`. Until an active delegated key exists for that funding source, Authorization Decisioning cannot use it to fund card transactions.
         *
         *     New cards start in `state: "PROCESSING"` while the card issuer provisions the card. The `card.state_change` webhook fires on each state transition, including the transition to `ACTIVE` (or to `CLOSED` with `stateReason: "ISSUER_REJECTED"` if provisioning fails).
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique card identifier */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get a card
         * @description Retrieve a card by its system-generated id. To display the card's full PAN, CVV, and expiry to the cardholder, request a reveal with `POST /cards/{id}/reveal` — the card resource itself never carries the reveal URL.
         */
        get: operations["getCardById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a card
         * @description Update a card's `state`, bound `fundingSources`, and / or `maxSpendPerTransaction`. At least one field must be supplied.
         *
         *     - `state` transitions are limited to `ACTIVE ⇄ FROZEN` and `ACTIVE | FROZEN → CLOSED`. `CLOSED` is terminal and irreversible. Any other transition returns `409 INVALID_STATE_TRANSITION`.
         *     - `fundingSources`, when supplied, fully replaces the card's bound funding sources. Array order determines the priority Authorization Decisioning tries them in. Each id must belong to the cardholder and be denominated in the card's currency; the list must contain at least one source. `fundingSources` cannot be supplied alongside `state: CLOSED`.
         *     - `maxSpendPerTransaction`, when supplied, replaces the card's application-enforced per-transaction limit. Supply a positive integer in the smallest unit of the card's currency to set it or null to clear it. Limits are supported only for card programs where Grid makes the authorization decision. `maxSpendPerTransaction` cannot be supplied alongside `state: CLOSED`.
         *
         *     This endpoint is authenticated by the platform credential alone and returns `200` directly. It deliberately does not use Grid's 202 → signed-retry pattern: that pattern signs with the session key of a credential on the owning internal account, so it models actions taken *by* the end user on their own credentials or funds. Freezing or closing a card is routinely an action taken *about* a user and without them present - fraud response, offboarding, an ops-driven freeze - and requiring the cardholder's signature would make exactly those cases impossible. Operations that expose sensitive card data (`POST /cards/{id}/reveal`, 3DS password retrieval) are SCA-railed instead, because there the cardholder is the party being served.
         *
         *     Effects:
         *     - `state: FROZEN`: Authorization Decisioning declines new auths with `CARD_PAUSED`. Existing pulls and in-flight reconciliation continue — freezing does not pause the lifecycle of authorizations that already passed.
         *     - `state: ACTIVE`: normal authorization behavior resumes.
         *     - `state: CLOSED`: terminal close. The card transitions to `state: "CLOSED"` with `stateReason: "CLOSED_BY_PLATFORM"` and stays in the system for audit and reconciliation. All pending auths reconcile to a terminal state via the existing reconcile primitive. Inbound clearings received after close follow the standard force-post / late-presentment path — Lightspark absorbs the loss if a post-hoc pull on the now-unbound source fails. Funding-source bindings are detached. Refunds already in flight still complete because Lightspark holds the card-reserve keys.
         *     - `fundingSources` change: emits `card.funding_source_change` reflecting the new ordered binding.
         *
         *     The `card.state_change` webhook fires on every successful `state` transition; the `card.funding_source_change` webhook fires whenever `fundingSources` is updated.
         */
        patch: operations["updateCardById"];
        trace?: never;
    };
    "/cards/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique card identifier */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal card details
         * @description Mint a signed, short-lived URL for the card processor's iframe that displays the card's full PAN, CVV, and expiry to the cardholder. This is the only way to obtain a reveal URL — the `Card` resource never carries one.
         *
         *     Request the reveal right before rendering the iframe and render the returned `panEmbedUrl` immediately; it expires at `expiresAt` (within minutes). Never store, cache, or log the URL — it is a bearer secret for the full card details. The card data renders inside the processor's iframe and never crosses Grid's or your servers.
         *
         *     Every reveal is audit-logged with the requesting actor.
         */
        post: operations["revealCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get platform configuration
         * @description Retrieve the current platform configuration
         */
        get: operations["getPlatformConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update platform configuration
         * @description Update the platform configuration settings
         */
        patch: operations["updatePlatformConfig"];
        trace?: never;
    };
    "/crypto/estimate-withdrawal-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate crypto withdrawal fee
         * @description Estimate the network and application fees for a cryptocurrency withdrawal from a crypto internal account to an external blockchain address. Use this to show fee information to customers before they initiate a withdrawal.
         */
        post: operations["estimateCryptoWithdrawalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Retrieve a list of customers with optional filtering parameters. Returns all customers that match
         *     the specified filters. If no filters are provided, returns all customers (paginated).
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Add a new customer
         * @description Register a new customer in the system with an account identifier and bank account information
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique customer identifier */
                customerId: string;
            };
            cookie?: never;
        };
        /**
         * Get customer by ID
         * @description Retrieve a customer by their system-generated ID
         */
        get: operations["getCustomerById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update customer by ID
         * @description Update a customer's metadata by their system-generated ID.
         *
         *     Most customer updates complete synchronously and return `200` with the updated customer. If the request changes `email` for a customer that has one or more tied Embedded Wallet internal accounts with `EMAIL_OTP` credentials, or changes `phoneNumber` for a customer that has one or more tied Embedded Wallet internal accounts with `SMS_OTP` credentials, the contact update uses the two-step signed-retry flow so the customer's wallet session authorizes the authentication credential update. On the signed retry, Grid updates the customer contact field and every tied matching OTP credential across all tied Embedded Wallets as one logical operation. If any tied credential cannot be updated, the customer contact field is not changed.
         *
         *     Update `email` and `phoneNumber` in separate PATCH calls. A request that includes both fields is rejected.
         *
         *     For an Embedded Wallet email or SMS auth phone update:
         *
         *     1. Call `PATCH /customers/{customerId}` with the full update body and no signature headers. Grid returns `202` with `payloadToSign`, `requestId`, and `expiresAt`. The pending challenge binds the submitted update fields and the set of tied Embedded Wallet OTP credentials that must be updated.
         *
         *     2. Use the session API keypair of a verified authentication credential on one of the customer's tied Embedded Wallets to build an API-key stamp over `payloadToSign`, then retry the same request with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The retry body must carry the same update fields submitted in step 1. The signed retry returns `200` with the updated customer.
         */
        patch: operations["updateCustomerById"];
        trace?: never;
    };
    "/customers/{customerId}/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID to send an email verification code to. */
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email verification code to a customer
         * @description Send (or resend) a one-time code to the customer's email address to begin
         *     email verification.
         *
         *     This endpoint is only meaningful for customers whose payment provider
         *     requires contact verification (e.g. EU customers); the customer's
         *     `contactVerification.email` status reflects progress. For customers whose
         *     provider has no such requirement, this returns `409`.
         *
         *     Call `POST /customers/{customerId}/verify-email/confirm` with the received
         *     code to complete verification. Re-POST this endpoint to resend the code.
         *
         *     In sandbox, no email is sent and the code is always `123456`.
         */
        post: operations["sendCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID whose email is being verified. */
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a customer's email verification code
         * @description Submit the one-time code the customer received by email to mark their email
         *     as `VERIFIED`. On success, `contactVerification.email` becomes `VERIFIED`.
         *
         *     Both email and phone must be `VERIFIED` before the customer can begin KYC.
         *
         *     In sandbox, the code is always `123456`.
         */
        post: operations["confirmCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID to send a phone verification code to. */
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a phone verification code to a customer
         * @description Send (or resend) a one-time code via SMS to the customer's phone number to
         *     begin phone verification.
         *
         *     This endpoint is only meaningful for customers whose payment provider
         *     requires contact verification (e.g. EU customers); the customer's
         *     `contactVerification.phone` status reflects progress. For customers whose
         *     provider has no such requirement, this returns `409`.
         *
         *     Call `POST /customers/{customerId}/verify-phone/confirm` with the received
         *     code to complete verification. Re-POST this endpoint to resend the code.
         *
         *     In sandbox, no SMS is sent and the code is always `123456`.
         */
        post: operations["sendCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID whose phone is being verified. */
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a customer's phone verification code
         * @description Submit the one-time code the customer received via SMS to mark their phone
         *     as `VERIFIED`. On success, `contactVerification.phone` becomes `VERIFIED`.
         *
         *     Both email and phone must be `VERIFIED` before the customer can begin KYC.
         *
         *     In sandbox, the code is always `123456`.
         */
        post: operations["confirmCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Customer external accounts
         * @description Retrieve a list of external accounts with optional filtering parameters. Returns all
         *     external accounts that match the specified filters. If no filters are provided, returns all external accounts
         *     (paginated).
         *
         *     External accounts are bank accounts, cryptocurrency wallets, or other payment destinations that customers can use to receive funds from the platform.
         */
        get: operations["listCustomerExternalAccounts"];
        put?: never;
        /**
         * Add a new external account
         * @description Register a new external bank account for a customer.
         */
        post: operations["createCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get customer external account by ID
         * @description Retrieve a customer external account by its system-generated ID
         */
        get: operations["getCustomerExternalAccountById"];
        put?: never;
        post?: never;
        /**
         * Delete customer external account by ID
         * @description Delete a customer external account by its system-generated ID.
         *     An account that is currently a trusted beneficiary for SCA cannot be deleted — untrust it first via `POST /customers/external-accounts/{externalAccountId}/untrust` (and its `/confirm`), then delete.
         */
        delete: operations["deleteCustomerExternalAccountById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an ownership verification challenge
         * @description Start (or restart) ownership verification for a `FIRST_PARTY` self-custody
         *     crypto wallet external account in `PENDING_OWNERSHIP_VERIFICATION` or
         *     `UNVERIFIED` status. The response carries the method-specific challenge
         *     material:
         *
         *     - `WALLET_SIGNATURE` — a `messageToSign`; have the wallet sign it exactly
         *       and submit the result to the verify endpoint to complete verification
         *       synchronously.
         *     - `LIVENESS` — a hosted `verificationLink` (and possibly an embed
         *       `token`); the user completes a biometric flow and verification completes
         *       asynchronously. The outcome is delivered via
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED` webhooks or by polling the account.
         *
         *     Calling this endpoint again abandons any in-flight challenge and issues a
         *     new one with the requested method — use it to retry after a failed
         *     attempt, to replace an expired challenge, or to switch methods. An
         *     `UNVERIFIED` account returns to `PENDING_OWNERSHIP_VERIFICATION` when a
         *     new challenge is issued.
         *
         *     Completing ownership verification moves the account to `ACTIVE`.
         */
        post: operations["createExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being trusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start trusting a beneficiary
         * @description Begin trusting (whitelisting) an external account so future sends to it can
         *     skip the per-transaction SCA ceremony. Returns the `scaChallenge` to satisfy
         *     (when one is issued). Complete with
         *     `POST /customers/external-accounts/{externalAccountId}/trust/confirm`.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["startBeneficiaryTrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being trusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm trusting a beneficiary
         * @description Finalize trusting a beneficiary (identified by the `externalAccountId` in the
         *     path) by submitting the SCA proof (`code` for `SMS_OTP` / `TOTP`, or
         *     `passkeyAssertion` + `origin` for `PASSKEY`), echoing the `challengeId` when
         *     one was issued. Returns `trusted: true`.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         *
         *     In sandbox, the SMS/TOTP code is always `123456`.
         */
        post: operations["confirmBeneficiaryTrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being untrusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start untrusting a beneficiary
         * @description Begin untrusting (removing the trusted mark from) an external account, so
         *     future sends to it are dynamically linked and require the per-transaction SCA
         *     ceremony again. Returns the `scaChallenge` to satisfy (when one is issued).
         *     Complete with
         *     `POST /customers/external-accounts/{externalAccountId}/untrust/confirm`.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["startBeneficiaryUntrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being untrusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm untrusting a beneficiary
         * @description Finalize untrusting a beneficiary (identified by the `externalAccountId` in
         *     the path) by submitting the SCA proof (`code` for `SMS_OTP` / `TOTP`, or
         *     `passkeyAssertion` + `origin` for `PASSKEY`), echoing the `challengeId` when
         *     one was issued. Returns `trusted: false`.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         *
         *     In sandbox, the SMS/TOTP code is always `123456`.
         */
        post: operations["confirmBeneficiaryUntrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify ownership with a wallet signature
         * @description Complete a `WALLET_SIGNATURE` challenge by submitting the signature the
         *     wallet produced for the challenge's `messageToSign`. The message must be
         *     signed exactly as returned, and the signature must be submitted before
         *     the challenge's `expiresAt` — after expiry, start a new challenge.
         *
         *     On success the account moves to `ACTIVE`; on an invalid signature it
         *     moves to `UNVERIFIED` (start a new challenge to retry). `LIVENESS`
         *     challenges complete asynchronously and never use this endpoint — their
         *     outcome is delivered via `EXTERNAL_ACCOUNT.STATUS_UPDATED` webhooks or by
         *     polling the account.
         */
        post: operations["verifyExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Customer internal accounts
         * @description Retrieve a list of internal accounts with optional filtering parameters. Returns all
         *     internal accounts that match the specified filters. If no filters are provided, returns all internal accounts
         *     (paginated).
         *
         *     Internal accounts are created automatically when a customer is created based on the platform configuration.
         */
        get: operations["listCustomerInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available receiving institution names
         * @description Retrieve available payment institution names for a given country and currency. Use this endpoint
         *     to look up supported banks and payment providers for a specific corridor.
         *     If no country and currency parameter are provided, all payment institutions will be returned
         *
         *     The `bankName` field in each result is the value to pass as `bankName` when
         *     creating an external account via `POST /customers/external-accounts`.
         */
        get: operations["getDiscoveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get exchange rates
         * @description Retrieve cached exchange rates for currency corridors. Returns FX rates that are cached
         *     for approximately 5 minutes. Rates include fees specific to your platform for authenticated requests.
         *
         *     **Filtering Options:**
         *     - Filter by source currency to get all available destination corridors
         *     - Filter by specific destination currency or currencies
         *     - Provide a sending amount to get calculated receiving amounts
         */
        get: operations["getExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the internal account to update.
                 * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
                 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update internal account
         * @description Update mutable fields on an internal account. Today this supports updating the wallet privacy setting for an Embedded Wallet internal account.
         *
         *     Updating wallet privacy is a two-step signed-retry flow:
         *
         *     1. Call `PATCH /internal-accounts/{id}` with the request body `{ "privateEnabled": true }` and no signature headers. Grid returns `202` with `payloadToSign`, `requestId`, and `expiresAt`.
         *
         *     2. Use the session API keypair of a verified authentication credential on the same internal account to build an API-key stamp over `payloadToSign`, then retry with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The retry body must carry the same update fields submitted in step 1. The signed retry returns `200` with the updated internal account.
         */
        patch: operations["updateInternalAccount"];
        trace?: never;
    };
    "/internal-accounts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export internal account wallet credentials
         * @description Export the wallet credentials of an Embedded Wallet internal account. The returned wallet credentials are HPKE-encrypted to the `clientPublicKey` supplied in the request body.
         *
         *     Export is a two-step signed-retry flow (same pattern as add-additional credential, revoke credential, and revoke session):
         *
         *     1. Call `POST /internal-accounts/{id}/export` with the request body `{ "clientPublicKey": "..." }` and no signature headers. Grid binds the `clientPublicKey` into the `payloadToSign` it returns, so the subsequent stamp in `Service-Wallet-Signature` commits to the target encryption key. The response is `202` with `payloadToSign`, `requestId`, and `expiresAt`.
         *
         *     2. Use the session API keypair of a verified authentication credential on the same internal account to build an API-key stamp over `payloadToSign`, then retry with that full stamp as the `Service-Wallet-Signature` header and the `requestId` echoed back as the `Request-Id` header. The retry body must carry the **same** `clientPublicKey` submitted in step 1 — Grid rejects the retry with `401` if it disagrees with what was bound into `payloadToSign`. The signed retry returns `200` with `encryptedWalletCredentials`, which the client decrypts with the matching private key.
         *
         *     The `clientPublicKey` is ephemeral: generate a fresh P-256 keypair for this export and discard the private key after decrypting. Do not reuse the keypair from any prior verify call — that private key was already discarded after decrypting the session signing key it was issued against.
         */
        post: operations["exportInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an UMA invitation
         * @description Create an UMA invitation from a given platform customer.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an UMA invitation by code
         * @description Retrieve details about an UMA invitation by its invitation code.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an UMA invitation
         * @description Cancel a pending UMA invitation. Only the inviter or platform can cancel an invitation.
         *
         *     When an invitation is cancelled:
         *     1. The invitation status changes from PENDING to CANCELLED
         *     2. The invitation can no longer be claimed
         *     3. The invitation URL will show as cancelled when accessed
         *
         *     Only pending invitations can be cancelled. Attempting to cancel an invitation
         *     that is already claimed, expired, or cancelled will result in an error.
         */
        post: operations["cancelInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an UMA invitation
         * @description Claim an UMA invitation by associating it with an invitee UMA address.
         *
         *     When an invitation is successfully claimed:
         *     1. The invitation status changes from PENDING to CLAIMED
         *     2. The invitee UMA address is associated with the invitation
         *     3. An INVITATION_CLAIMED webhook is triggered to notify the platform that created the invitation
         *
         *     This endpoint allows customers to accept invitations sent to them by other UMA customers.
         */
        post: operations["claimInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platform external accounts
         * @description Retrieve a list of all external accounts that belong to the platform, as opposed to an individual customer.
         *
         *     These accounts are used for platform-wide operations such as receiving funds from external sources or managing platform-level payment destinations.
         */
        get: operations["listPlatformExternalAccounts"];
        put?: never;
        /**
         * Add a new platform external account
         * @description Register a new external bank account for the platform.
         */
        post: operations["createPlatformExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get platform external account by ID
         * @description Retrieve a platform external account by its system-generated ID
         */
        get: operations["getPlatformExternalAccountById"];
        put?: never;
        post?: never;
        /**
         * Delete platform external account by ID
         * @description Delete a platform external account by its system-generated ID
         */
        delete: operations["deletePlatformExternalAccountById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an ownership verification challenge
         * @description Start (or restart) ownership verification for a `FIRST_PARTY` self-custody
         *     crypto wallet external account in `PENDING_OWNERSHIP_VERIFICATION` or
         *     `UNVERIFIED` status. The response carries the method-specific challenge
         *     material:
         *
         *     - `WALLET_SIGNATURE` — a `messageToSign`; have the wallet sign it exactly
         *       and submit the result to the verify endpoint to complete verification
         *       synchronously.
         *     - `LIVENESS` — a hosted `verificationLink` (and possibly an embed
         *       `token`); the user completes a biometric flow and verification completes
         *       asynchronously. The outcome is delivered via
         *       `EXTERNAL_ACCOUNT.STATUS_UPDATED` webhooks or by polling the account.
         *
         *     Calling this endpoint again abandons any in-flight challenge and issues a
         *     new one with the requested method — use it to retry after a failed
         *     attempt, to replace an expired challenge, or to switch methods. An
         *     `UNVERIFIED` account returns to `PENDING_OWNERSHIP_VERIFICATION` when a
         *     new challenge is issued.
         *
         *     Completing ownership verification moves the account to `ACTIVE`.
         */
        post: operations["createPlatformExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify ownership with a wallet signature
         * @description Complete a `WALLET_SIGNATURE` challenge by submitting the signature the
         *     wallet produced for the challenge's `messageToSign`. The message must be
         *     signed exactly as returned, and the signature must be submitted before
         *     the challenge's `expiresAt` — after expiry, start a new challenge.
         *
         *     On success the account moves to `ACTIVE`; on an invalid signature it
         *     moves to `UNVERIFIED` (start a new challenge to retry). `LIVENESS`
         *     challenges complete asynchronously and never use this endpoint — their
         *     outcome is delivered via `EXTERNAL_ACCOUNT.STATUS_UPDATED` webhooks or by
         *     polling the account.
         */
        post: operations["verifyPlatformExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platform internal accounts
         * @description Retrieve a list of all internal accounts that belong to the platform, as opposed to an individual customer.
         *
         *     These accounts are created automatically when the platform is configured for each supported currency. They can be used for things like distributing bitcoin rewards to customers, or for other platform-wide purposes.
         */
        get: operations["listPlatformInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer quote
         * @description Generate a quote for a cross-currency transfer between any combination of accounts
         *     and UMA addresses. This endpoint handles currency exchange and provides the necessary
         *     instructions to execute the transfer.
         *
         *     **Transfer Types Supported:**
         *     - **Account to Account**: Transfer between internal/external accounts with currency exchange.
         *     - **Account to UMA**: Transfer from an internal account to an UMA address.
         *     - **UMA to Account or UMA to UMA**: This transfer type will only be funded by payment instructions, not from an internal account.
         *
         *     **Key Features:**
         *     - **Flexible Amount Locking**: Always specify whether you want to lock the sending amount or receiving amount
         *     - **Currency Exchange**: Handles all cross-currency transfers with real-time exchange rates
         *     - **Payment Instructions**: For UMA or customer ID sources, provides banking details needed for execution
         *
         *     **Important:** If you are transferring funds in the same currency (no exchange required),
         *     use the `/transfer-in` or `/transfer-out` endpoints instead.
         *
         *     Requires a token with the `TRANSACT` permission; `VIEW` alone is not
         *     sufficient. A quote is the instrument a later execute draws on, and
         *     `immediatelyExecute` moves funds within this same request.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get quote by ID
         * @description Retrieve a quote by its ID. If the quote has been settled, it will include
         *     the transaction ID. This allows clients to track the full lifecycle of a payment
         *     from quote creation to settlement.
         */
        get: operations["getQuoteById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The unique identifier of the quote whose SCA challenge is being authorized.
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000006
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a quote's SCA challenge
         * @description Satisfy the Strong Customer Authentication challenge carried by a quote in
         *     `PENDING_AUTHORIZATION` status by submitting an `ScaAuthorization` proof.
         *
         *     This is used for realtime-funding quotes: the quote is returned with an
         *     `scaChallenge` and **without** `paymentInstructions`; once authorized, the
         *     quote advances and its `paymentInstructions` are populated so the customer
         *     can fund the transfer.
         *
         *     As with all SCA, a quote may require more than one authorization: after
         *     authorizing, if the quote is still `PENDING_AUTHORIZATION` it carries the
         *     next `scaChallenge` — authorize that too, repeating until it advances (see
         *     `ScaChallenge`).
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         *
         *     In sandbox, the SMS code is always `123456`.
         */
        post: operations["authorizeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The unique identifier of the quote whose SCA challenge code should be re-sent.
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000006
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a quote's SCA challenge code
         * @description Re-send the one-time code for a realtime-funding quote in
         *     `PENDING_AUTHORIZATION` status whose `scaChallenge.factor` is `SMS_OTP`. The
         *     existing challenge is reused — no new challenge is issued, and its
         *     `scaChallenge.expiresAt` is **not** extended; once the challenge is past
         *     `expiresAt` it can no longer be authorized.
         *
         *     Only meaningful for customers in a region where SCA is required (e.g. EU);
         *     a 409 is returned otherwise. `PASSKEY` challenges cannot be re-sent and return 409.
         *
         *     In sandbox, the code is always `123456`.
         */
        post: operations["resendQuoteScaCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote
         * @description Execute a quote by its ID. This endpoint initiates the transfer between
         *     the source and destination accounts.
         *
         *     This endpoint can only be used for quotes with a `source` which is either an internal account,
         *     or has direct pull functionality (e.g. ACH pull with an external account).
         *
         *     When the quote's `source` is an internal account of type `EMBEDDED_WALLET`,
         *     the request must include a `Service-Wallet-Signature` header. The header value
         *     is the full Grid wallet signature built over the `payloadToSign` value from
         *     the quote's `paymentInstructions[].accountOrWalletInfo` entry with the
         *     session private key of a verified authentication credential on the source
         *     Embedded Wallet.
         *
         *     Requires a token with the `TRANSACT` permission; `VIEW` alone is not
         *     sufficient to release a transfer. On an `EMBEDDED_WALLET` source this is in
         *     addition to the `Service-Wallet-Signature` header: the signature proves the
         *     wallet holder authorized the payment, while `TRANSACT` is what authorizes
         *     your integration to release it.
         *
         *     Once executed, the quote cannot be cancelled and the transfer will be processed.
         */
        post: operations["executeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/external-account/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an external account for payment
         * @description Lookup an external account by ID to determine supported currencies and exchange rates.
         *     This endpoint helps platforms determine what currencies they can send to a given external account, along with the current estimated exchange rates and minimum and maximum amounts that can be sent.
         */
        get: operations["lookupExternalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/uma/{receiverUmaAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an UMA address for payment
         * @description Lookup a receiving UMA address to determine supported currencies and exchange rates.
         *     This endpoint helps platforms determine what currencies they can send to a given UMA address.
         */
        get: operations["lookupUma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card authorization
         * @description Simulate an inbound card authorization in the sandbox environment. Drives the same internal `authorize` + `reconcile` paths the card issuer would call in production, so platforms can exercise Grid's decisioning + funding-source pull behavior end-to-end without an external network round-trip.
         *
         *     The decisioning outcome is controlled by the last three characters of `merchant.descriptor`:
         *
         *     | Suffix | Outcome | | ------ | ------- | | `002`  | Decline — `INSUFFICIENT_FUNDS` (the pull on the funding source fails) | | `003`  | Decline — `CARD_PAUSED` (intended to verify a frozen card refuses auths) | | `005`  | Delayed pull (~30s) — exercises the `PENDING → CONFIRMED` path | | `006`  | Pull succeeds but the confirmation event reports `FAILED` — exercises the high-urgency `EXCEPTION` alert | | any other | Approved |
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card authorization advice
         * @description Simulate an `AUTHORIZATION_ADVICE` that re-sizes an existing open authorization on a `CardTransaction` in the sandbox environment. The `amount` is the new *total* authorized amount the advice re-sizes to. The parent transaction must be in `AUTHORIZED` or `PARTIALLY_SETTLED` state. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/balance_inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card balance inquiry
         * @description Simulate a balance-inquiry authorization against a card in the sandbox environment. A balance inquiry is always a `0`-amount authorization, so the request carries no `amount` — only the `merchant`. Drives the same internal paths the card issuer would call in production. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardBalanceInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/clearing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card clearing
         * @description Simulate a clearing (settlement) event against an existing `CardTransaction` in the sandbox environment.
         *
         *     - A clearing `amount` greater than the authorized amount exercises the over-auth post-hoc-pull path (e.g. restaurant tip on top of a 20% over-auth).
         *     - A clearing `amount` of `0` exercises the `AUTHORIZATION_EXPIRY` path — the auth expires with no clearing posted.
         *     - Suffix-driven outcomes on the parent transaction's id govern whether the post-hoc pull succeeds (use the suffix table from `simulate/authorization` to construct deterministic test cases).
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardClearing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card credit authorization
         * @description Simulate an inbound credit authorization (a merchant-initiated credit to the card, e.g. a refund pushed as an authorization) in the sandbox environment. Drives the same internal paths the card issuer would call in production. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     As with `simulate/authorization`, the decisioning outcome is controlled by the last three characters of `merchant.descriptor` — see the `simulate/authorization` suffix table.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card credit authorization advice
         * @description Simulate a network-initiated `CREDIT_AUTHORIZATION_ADVICE` against a card in the sandbox environment. Like `simulate/credit_authorization`, it is keyed by the card (PAN) and `merchant` rather than an existing transaction. Drives the same internal paths the card issuer would call in production. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     As with `simulate/authorization`, the decisioning outcome is controlled by the last three characters of `merchant.descriptor` — see the `simulate/authorization` suffix table.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardCreditAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card financial authorization
         * @description Simulate a single-message financial authorization (an authorization that clears in the same message, e.g. an ATM withdrawal or other dual-message-exempt flow) against a card in the sandbox environment. Drives the same internal paths the card issuer would call in production. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     As with `simulate/authorization`, the decisioning outcome is controlled by the last three characters of `merchant.descriptor` — see the `simulate/authorization` suffix table.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardFinancialAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card financial credit authorization
         * @description Simulate a single-message financial credit authorization (a credit to the card that clears in the same message, e.g. an ATM deposit or push credit) against a card in the sandbox environment. Drives the same internal paths the card issuer would call in production. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     As with `simulate/authorization`, the decisioning outcome is controlled by the last three characters of `merchant.descriptor` — see the `simulate/authorization` suffix table.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardFinancialCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card return
         * @description Simulate a merchant-initiated `RETURN` against an existing settled card transaction in the sandbox environment. Creates a `CardRefund` on the parent and either flips the parent to `REFUNDED` (full refund) or keeps it `SETTLED` with a non-zero `refundedAmount` (partial refund).
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return_reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card return reversal
         * @description Simulate a `RETURN_REVERSAL` against an existing `REFUNDED` card transaction in the sandbox environment — reversing a previously settled return. The parent transaction must be in `REFUNDED` state. The resulting card operation is delivered asynchronously via the issuer's events webhook.
         *
         *     Note: authorization reversal / void has no dedicated card-issuer simulate path (the void simulator emits a distinct `VOID` event), so — like authorization expiry — it is not exposed here.
         *
         *     Production returns `404` on this path.
         */
        post: operations["sandboxSimulateCardReturnReversal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/tokenization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cardholder adds the card to a digital wallet; answers the authentication message they receive, branded by the platform's cardTokenization2faConfig */
        post: operations["sandboxSimulateCardTokenization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/embed/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card processor's reveal page that a panEmbedUrl loads in an iframe (number, expiry, CVC); single use, no credentials (the URL is the secret) */
        get: operations["sandboxCardRevealPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox clock */
        get: operations["sandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the sandbox clock forward and settle what fell due */
        post: operations["sandboxAdvanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/enclave-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox's enclave signer keys, to verify its OTP bundles, wallet exports and webhooks */
        get: operations["sandboxEnclaveKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/internal-accounts/{accountId}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate funding an internal account
         * @description Simulate receiving funds into an internal account in the sandbox environment. This is useful for testing scenarios where you need to add funds to a customer's or platform's internal account without going through a real bank transfer or following payment instructions.
         *     This endpoint is only for the sandbox environment and will fail for production platforms/keys.
         */
        post: operations["sandboxFundInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/internal-accounts/{accountId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freezes, closes or reopens an internal account, as the service does on compliance or fraud signals
         * @description Sends INTERNAL_ACCOUNT.STATUS_UPDATED, and INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED when the account starts or stops serving funding coordinates. A frozen or closed account cannot send, receive, or take a refund (the refund fails and is held).
         */
        post: operations["sandboxSetInternalAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the books balance */
        get: operations["sandboxLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/oidc/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys of the sandbox's own OIDC identity provider (ES256), to verify its tokens */
        get: operations["sandboxOidcJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/oidc/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An OIDC ID token from the sandbox's identity provider, as after a sign-in there (iss https://oidc.sandbox.wallet-kit.dev) */
        post: operations["sandboxOidcToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scenarios switched on */
        get: operations["sandboxScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch scenarios on or off */
        patch: operations["sandboxSetScenarios"];
        trace?: never;
    };
    "/sandbox/scenarios/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch every scenario off */
        post: operations["sandboxResetScenarios"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate sending funds
         * @description Simulate sending funds to the bank account as instructed in the quote.
         *     This endpoint is only for the sandbox environment and will fail for production platforms/keys.
         */
        post: operations["sandboxSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/stablecoin-operations/{stablecoinOperationId}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The provider reports the funds of a wire-funded mint or a wallet-funded burn received
         * @description A PENDING_FUNDING operation moves to PENDING_PROVIDER, then PROCESSING and COMPLETED on the sandbox clock (5 s, then 60 s). Unfunded, it EXPIRES at its expiresAt.
         */
        post: operations["sandboxFundStablecoinOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/transactions/{transactionId}/bank-return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bank returns a completed payout; the payout fails and the refund is posted */
        post: operations["sandboxBankReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/uma/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate payment send to test receiving an UMA payment
         * @description Simulate sending payment from an sandbox uma address to a platform customer to test payment receive.
         *     This endpoint is only for the sandbox environment and will fail for production platforms/keys.
         */
        post: operations["sandboxReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhooks the sandbox emitted, newest first, and how their delivery is going */
        get: operations["sandboxWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook
         * @description Send a test webhook to the configured endpoint
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose factors are listed or enrolled.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List enrolled SCA factors
         * @description List the Strong Customer Authentication factors the customer has enrolled.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        get: operations["listScaFactors"];
        put?: never;
        /**
         * Start SCA factor enrollment
         * @description Begin enrolling an SCA factor for the customer. Enrollment covers the
         *     explicit, opt-in factors a customer chooses to add — the request body's
         *     `type` selects `TOTP` or `PASSKEY`. Returns the factor-specific material
         *     needed to finish via `POST /sca/factors/confirm`.
         *
         *     `SMS_OTP` is implicit and is not enrolled through this endpoint. Every
         *     customer in an SCA-regulated region has a verified phone number from
         *     customer creation (via the Contact Verification flows —
         *     `POST /customers/{customerId}/verify-phone` and `.../verify-phone/confirm`),
         *     so SMS is always available as a factor with no extra setup and appears
         *     among the customer's enrolled factors in `GET /sca/factors`.
         *
         *     A customer may have **only one passkey**. Starting a passkey enrollment when
         *     one is already enrolled returns `409` (`PASSKEY_ALREADY_ENROLLED`) — delete it
         *     via `DELETE /sca/factors/{credentialId}` first.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["startScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/{credentialId}": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose factor is being deleted.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The credential id of the enrolled factor to delete (from the factor's `credentialId`). */
                credentialId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an enrolled SCA factor
         * @description Delete an enrolled SCA factor by its credential id. Today only `PASSKEY`
         *     factors carry a `credentialId` and are deletable this way.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        delete: operations["deleteScaFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/confirm": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer confirming a factor enrollment.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm SCA factor enrollment
         * @description Finalize the factor enrollment started by `POST /sca/factors`. The request
         *     body is discriminated by `type`: for `TOTP`, submit the shared `secret` from
         *     the start call plus the first `code`; for `PASSKEY`, submit the WebAuthn
         *     `credential` the device produced plus the `origin` it was produced against.
         *     The threaded secret/credential binds the confirmation to its enrollment, so
         *     no separate id is needed.
         *
         *     A TOTP confirmation returns one-time recovery codes (shown once); a passkey
         *     confirmation returns the enrolled factor.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         *
         *     In sandbox, the TOTP code is always `123456`.
         */
        post: operations["confirmScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer resetting a factor.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a 2FA reset
         * @description Begin recovering a lost enrolled factor via a liveness-gated, poll-based
         *     flow. Opens the liveness check and returns a `resetId` plus the
         *     opaque liveness handles (`livenessAccessToken` / `verificationLink`) the end
         *     user completes it with. Poll
         *     `GET /sca/factors/reset/{resetId}` until liveness
         *     passes, then call the complete endpoint.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["startTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose reset status is polled.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset handle returned by the start call. */
                resetId: string;
            };
            cookie?: never;
        };
        /**
         * Get 2FA reset status
         * @description Poll the status of an in-progress 2FA reset until it reaches the liveness-passed value, after which the reset can be completed.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        get: operations["getTwoFactorResetStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}/complete": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer completing the reset.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset handle returned by the start call. */
                resetId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a 2FA reset
         * @description Complete a 2FA reset once liveness has passed, clearing the lost factor so
         *     the customer can re-enroll.
         *
         *     For an `SMS_OTP` reset, supply the new `mobile` number in the body — completing
         *     the reset enrolls it as the customer's number. Other factors need no body.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["completeTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/complete": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer completing an SCA login.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an SCA login
         * @description Finalize an SCA login by submitting the proof for the started factor
         *     (`code` for `SMS_OTP` / `TOTP`, or `passkeyAssertion` + `origin` for
         *     `PASSKEY`), echoing the `challengeId` for `SMS_OTP`. Returns the
         *     reported session status.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         *
         *     In sandbox, the SMS/TOTP code is always `123456`.
         */
        post: operations["completeScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/start": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer starting an SCA login.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an SCA login
         * @description Begin an SCA login for the customer with the chosen factor, opening the
         *     end-user SCA session (an exemption gating read / account access beyond the
         *     per-transaction window). Returns factor-specific material: `SMS_OTP`
         *     dispatches a code and returns a `challengeId` + `expiresAt`; `TOTP` returns
         *     only the factor (the customer reads the code from their app); `PASSKEY`
         *     returns WebAuthn `passkeyOptions`. Complete with
         *     `POST /sca/login/complete`.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["startScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/record-event": {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer the security event is recorded for.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a security event
         * @description Record a client-side security-relevant event for the customer with Grid's risk engine (e.g. a sign-in, a sensitive view), to
         *     feed adaptive-authentication signals.
         *
         *     This endpoint is only meaningful for customers in a region where SCA is required (e.g. EU). For customers outside SCA-regulated regions, this returns `409`.
         */
        post: operations["recordSecurityEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-operations/{stablecoinOperationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin issuer operation identifier */
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        /**
         * Get a stablecoin issuer operation
         * @description Retrieve a single stablecoin issuer operation by its Grid identifier.
         */
        get: operations["getStablecoinOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stablecoin provider account links
         * @description Retrieve stablecoin provider account links for the authenticated platform.
         */
        get: operations["listStablecoinProviderAccounts"];
        put?: never;
        /**
         * Link a stablecoin provider account
         * @description Link provider API credentials for the authenticated platform. Provider credentials are account-scoped and can be reused for multiple stablecoins. Currently, the only supported provider is `BRALE`; the provider environment is derived from the authenticated Grid platform mode.
         */
        post: operations["linkStablecoinProviderAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts/{stablecoinProviderAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin provider account link identifier */
                stablecoinProviderAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get a stablecoin provider account link
         * @description Retrieve a stablecoin provider account link by id for the authenticated platform.
         */
        get: operations["getStablecoinProviderAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stablecoins
         * @description Retrieve stablecoins registered to the authenticated platform.
         */
        get: operations["listStablecoins"];
        put?: never;
        /**
         * Register an existing provider-created stablecoin
         * @description Register an existing provider-created stablecoin as a Grid `Stablecoin`. This endpoint links provider token metadata to Grid; it does not create the token with the provider. Grid derives the active provider account link from the authenticated platform, provider, and provider environment.
         */
        post: operations["registerStablecoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        /**
         * Get a stablecoin
         * @description Retrieve a single registered stablecoin by its Grid identifier.
         */
        get: operations["getStablecoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/burns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a stablecoin burn operation
         * @description Create a provider-backed burn/redemption operation for a registered stablecoin. Burn sources and fiat destinations are normal Grid account objects; provider-specific Brale address ids are resolved and stored internally. External Spark wallet sources return funding instructions and remain pending until the provider reports funds received.
         */
        post: operations["createStablecoinBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/mints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a stablecoin mint operation
         * @description Create a provider-backed mint operation for a registered stablecoin. Funding and destination accounts are normal Grid `ExternalAccount` objects; any provider-specific Brale address linkage is managed internally by Grid. Wire-funded mints return funding instructions and remain pending until the provider reports funds received.
         */
        post: operations["createStablecoinMint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        /**
         * List stablecoin issuer operations
         * @description List issuer mint and burn operations for a stablecoin, most recent first, with cursor pagination.
         */
        get: operations["listStablecoinOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Retrieve a paginated list of transactions with optional filtering.
         *     The transactions can be filtered by customer ID, platform customer ID, UMA address,
         *     date range, status, and transaction type.
         *
         *     Card transactions are included and identified by `type: CARD`. In Sandbox this is how
         *     you discover a `CardTransaction` id after simulating an authorization — list the
         *     transactions, take the card transaction's `id`, and pass it as the `cardTransactionId`
         *     to the clearing and return simulate endpoints.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction */
                transactionId: string;
            };
            cookie?: never;
        };
        /**
         * Get transaction by ID
         * @description Retrieve detailed information about a specific transaction.
         */
        get: operations["getTransactionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending incoming payment
         * @description Approve a pending incoming payment that was previously acknowledged with a 202 response.
         *     This endpoint allows platforms to asynchronously approve payments after async processing.
         */
        post: operations["approvePendingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a bank transfer
         * @description Request cancellation of a pending bank transfer — an ACH transfer (push or pull) or a wire — before it has settled, for example a payment or collection initiated outside of the receiving bank's processing window.
         *     Whether a transfer can still be cancelled is determined by the banking partner that is settling it: the request is forwarded to the partner's own cancellation facility, and a transfer that the partner has already processed (or that is otherwise past its cancellation window) cannot be cancelled. Cancellation applies to bank-rail transfers; requests for transaction types that cannot be cancelled are rejected.
         */
        post: operations["cancelTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm receipt delivery
         * @description Confirm that the platform delivered the transaction receipt to its customer. This confirmation is only necessary when the platform is contractually required to send a receipt. If `receiptDeliveryConfirmedAt` is omitted, the confirmation time is set to the current server time. Calling this endpoint again for the same transaction updates the stored confirmation time.
         */
        post: operations["confirmReceiptDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending incoming payment
         * @description Reject a pending incoming payment that was previously acknowledged with a 202 response.
         *     This endpoint allows platforms to asynchronously reject payments after additional processing.
         */
        post: operations["rejectPendingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer-in request
         * @description Transfer funds from an external account to an internal account for a specific customer. This endpoint should only be used for external account sources with pull functionality (e.g. ACH Pull). Otherwise, use the paymentInstructions on the internal account to deposit funds.
         */
        post: operations["createTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a transfer-out request
         * @description Transfer funds from an internal account to an external account for a specific customer.
         */
        post: operations["createTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uma-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available Counterparty Providers
         * @description Retrieve a list of available Counterparty Providers. The response includes basic information about each provider, such as its UMA address, name, and supported currencies.
         */
        get: operations["getAvailableUmaProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vasps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VASPs
         * @description Retrieve the directory of Virtual Asset Service Providers (exchanges and
         *     other custodial platforms) recognized for counterparty declarations.
         *
         *     The `vaspName` field in each result is the value to pass as `vaspName`
         *     when declaring a VASP-hosted counterparty.
         */
        get: operations["listVasps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "agent-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Agent action pending approval webhook
         * @description Fired when an agent submits an action that requires platform approval before Grid will execute it. Use this to send a push notification to the customer so they can review and approve or reject the action in your app.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     The payload contains the full `AgentAction` — including the embedded quote or transfer details — so you can render the approval UI without a second API call. Approve or reject via `POST /agents/{agentId}/actions/{actionId}/approve` or `POST /agents/{agentId}/actions/{actionId}/reject`.
         */
        post: operations["agentActionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bulk-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk upload status webhook
         * @description Webhook that is called when a bulk customer upload job completes or fails.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     This webhook is sent when a bulk upload job completes or fails, providing detailed information about the results.
         */
        post: operations["bulkUploadWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-funding-source-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Card funding source change
         * @description Webhook that is called when the funding sources bound to a card change. Fires whenever `PATCH /cards/{id}` updates the `fundingSources` array. The payload carries the full `Card` resource with the post-change `fundingSources` array.
         *
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["cardFundingSourceChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-state-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Card state change
         * @description Webhook that is called when a card's lifecycle state changes. Fires on `PROCESSING → ACTIVE`, on `PROCESSING → CLOSED (ISSUER_REJECTED)` when issuer provisioning fails, and on every subsequent `ACTIVE ⇄ FROZEN` and `→ CLOSED` transition.
         *
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["cardStateChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Card transaction
         * @description Webhook that is called on every state transition of a card `CardTransaction`. Fires when an authorization is approved (`CARD_TRANSACTION.AUTHORIZED`), as clearings settle against it (`CARD_TRANSACTION.PARTIALLY_SETTLED`, `CARD_TRANSACTION.SETTLED`), when settled funds are returned (`CARD_TRANSACTION.REFUNDED`), and when a pull or confirmation fails (`CARD_TRANSACTION.EXCEPTION`). The payload carries the full `CardTransaction` resource.
         *
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["cardTransactionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customer status change
         * @description Webhook that is called when the status of a customer is updated, including KYC and KYB status changes.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid API public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["customerStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "external-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * External account status webhook
         * @description Webhook that is called whenever the status of an external account changes, for any transition between statuses (`PENDING`, `ACTIVE`, `UNDER_REVIEW`, `INACTIVE`, `PENDING_OWNERSHIP_VERIFICATION`, `UNVERIFIED`) — for example when an account under review becomes active, when ownership verification completes (`PENDING_OWNERSHIP_VERIFICATION` → `ACTIVE`), or when a verification attempt fails (`PENDING_OWNERSHIP_VERIFICATION` → `UNVERIFIED`).
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     ### Event types
         *     - `EXTERNAL_ACCOUNT.STATUS_UPDATED` — Fired when the status of an external account changes. The `data` payload contains the full external account object.
         */
        post: operations["externalAccountStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incoming-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Incoming payment webhook and approval mechanism
         * @description Webhook that is called when an incoming payment is received by a customer — over UMA to the customer's UMA address, or over a bank rail (e.g. a SWIFT wire to the customer's funding coordinates from `fundingPaymentInstructions`).
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     ### Payment Approval Flow
         *     When a transaction has `status: "PENDING"`, this webhook serves as an approval mechanism:
         *
         *     1. The client should check the `counterpartyInformation` against their requirements
         *     2. To APPROVE the payment synchronously, return a 200 OK response
         *     3. To REJECT the payment, return a 403 Forbidden response with an Error object
         *     4. To request more information, return a 422 Unprocessable Entity with specific missing fields
         *     5. To process the payment asynchronously, return a 202 Accepted response and then call the `/transactions/{transactionId}/approve` or `/transactions/{transactionId}/reject` endpoint within 5 seconds. Note that synchronous approval/rejection is preferred where possible.
         *
         *     The Grid system will proceed or cancel the payment based on your response.
         *
         *     For transactions with other statuses (COMPLETED, FAILED, REFUNDED), this webhook is purely informational.
         *
         *     Bank-rail incoming payments (e.g. SWIFT) are informational at every status, including PENDING: the funds have already moved interbank, so the approval mechanism and the 5-second response window do not apply.
         */
        post: operations["incomingPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "internal-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Internal account status webhook
         * @description Webhook that is called when the status of an internal account changes. This includes balance updates and may include additional account events in the future.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     ### Event types
         *     - `INTERNAL_ACCOUNT.BALANCE_UPDATED` — Fired when the balance of an internal account changes. The `data` payload contains the full internal account object.
         *     - `INTERNAL_ACCOUNT.STATUS_UPDATED` — Fired when the status of an internal account changes (e.g., `OPEN` → `FROZEN`). The `data` payload contains the full internal account object.
         *     - `INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED` — Fired when the account's `fundingPaymentInstructions` change: new funding coordinates became available (e.g., a SWIFT collection account finished provisioning) or previously served coordinates were withdrawn. The `data` payload contains the full internal account object, including the current `fundingPaymentInstructions`.
         */
        post: operations["internalAccountStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation-claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invitation claimed webhook
         * @description Webhook that is called when an invitation is claimed by a customer.
         *     This endpoint should be implemented by platform clients of the Grid API.
         *
         *     When a customer claims an invitation, this webhook is triggered to notify the platform that:
         *     1. The invitation has been successfully claimed
         *     2. The invitee UMA address is now associated with the invitation
         *     3. The invitation status has changed from PENDING to CLAIMED
         *
         *     This allows platforms to:
         *     - Track invitation usage and conversion rates
         *     - Trigger onboarding flows for new customers who joined via invitation
         *     - Apply referral bonuses or rewards to the inviter
         *     - Update their UI to reflect the claimed status
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["invitationClaimedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "outgoing-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Outgoing payment status webhook
         * @description Webhook that is called when an outgoing payment's status changes.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     This webhook is informational only and is sent when an outgoing payment completes successfully, fails, or is refunded.
         */
        post: operations["outgoingPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "test-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test webhook for integration verification
         * @description Webhook that is sent once to verify your webhook endpoint is correctly set up.
         *     This is sent when you configure or update your platform settings with a webhook URL.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by the Grid API.
         *     To verify the signature:
         *     1. Get the Grid public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         *
         *     This webhook is purely for testing your endpoint integration and signature verification.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "verification-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verification status change
         * @description Webhook that is called when a customer's KYC/KYB verification status changes.
         *     This endpoint should be implemented by clients of the Grid API.
         *
         *     ### Authentication
         *     The webhook includes a signature in the `X-Service-Signature` header that allows you to verify that the webhook was sent by Grid.
         *     To verify the signature:
         *     1. Get the Grid API public key provided to you during integration
         *     2. Decode the base64 signature from the header
         *     3. Create a SHA-256 hash of the request body
         *     4. Verify the signature using the public key and the hash
         *
         *     If the signature verification succeeds, the webhook is authentic. If not, it should be rejected.
         */
        post: operations["verificationStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** Account */
        AccountDestination: components["schemas"]["BaseDestination"] & {
            /**
             * @description Destination account identifier
             * @example ExternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            accountId: string;
            /** @enum {string} */
            destinationType: "ACCOUNT";
            paymentRail?: components["schemas"]["PaymentRail"] & unknown;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "ACCOUNT";
        };
        /** Account */
        AccountQuoteSource: components["schemas"]["BaseQuoteSource"] & {
            /**
             * @description Source account identifier
             * @example InternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            accountId: string;
            /**
             * @description Required when funding from an FBO account to identify the customer on whose behalf the transaction is being initiated.  Otherwise, will default to the customerId of the account owner.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId?: string;
            /** @enum {string} */
            sourceType: "ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "ACCOUNT";
        };
        /** Account Destination */
        AccountTransactionDestination: components["schemas"]["BaseTransactionDestination"] & {
            /**
             * @description Destination account identifier
             * @example ExternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            accountId: string;
            /** @enum {string} */
            destinationType: "ACCOUNT";
            /** @description On-chain transaction that delivered funds to this destination, when the destination is an external crypto wallet. Populated once the crypto transfer has settled. */
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "ACCOUNT";
        };
        /** Account Source */
        AccountTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /**
             * @description Source account identifier
             * @example InternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            accountId: string;
            /** @description On-chain transaction that delivered funds from this source, when the source is an external crypto wallet. Populated once the crypto transfer has settled. */
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
            /** @enum {string} */
            sourceType: "ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "ACCOUNT";
        };
        Address: {
            /**
             * @description City
             * @example San Francisco
             */
            city?: string;
            /**
             * @description Country code (ISO 3166-1 alpha-2)
             * @example US
             */
            country: string;
            /**
             * @description Street address line 1
             * @example 123 Main Street
             */
            line1: string;
            /**
             * @description Street address line 2
             * @example Apt 4B
             */
            line2?: string;
            /**
             * @description Postal/ZIP code
             * @example 94105
             */
            postalCode: string;
            /**
             * @description State/Province/Region
             * @example CA
             */
            state?: string;
        };
        AedAccountInfo: components["schemas"]["AedAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "AED_ACCOUNT",
         *       "iban": "AE070331234567890123456",
         *       "swiftCode": "EBILAEAD"
         *     }
         */
        AedAccountInfoBase: {
            /** @enum {string} */
            accountType: "AED_ACCOUNT";
            /**
             * @description UAE IBAN (23 characters, starting with AE)
             * @example AE070331234567890123456
             */
            iban: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example EBILAEAD
             */
            swiftCode?: string;
        };
        /** Individual Beneficiary */
        AedBeneficiary: {
            address: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** AED Account */
        AedExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["AedAccountInfoBase"] & {
            beneficiary: components["schemas"]["AedBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        /** AED Account */
        AedExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["AedAccountInfo"] & {
            beneficiary: components["schemas"]["AedBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        /** @description A programmatic agent with scoped permissions and a spending policy, used to automate payment workflows. */
        Agent: {
            /**
             * Format: date-time
             * @description Creation timestamp.
             * @example 2025-07-21T17:32:28Z
             */
            createdAt: string;
            /**
             * @description The ID of the customer this agent operates on behalf of.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /**
             * @description System-generated unique identifier for the agent.
             * @example Agent:019542f5-b3e7-1d02-0000-000000000001
             */
            id: string;
            /**
             * @description Whether the agent has been installed and connected (i.e., its device code has been redeemed).
             * @example true
             */
            isConnected: boolean;
            /**
             * @description Whether the agent is currently paused. Paused agents cannot initiate any actions.
             * @example false
             */
            isPaused: boolean;
            /**
             * @description Human-readable name for the agent.
             * @example Payroll Automation Agent
             */
            name: string;
            policy: components["schemas"]["AgentPolicy"];
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2025-07-21T17:32:28Z
             */
            updatedAt: string;
            usage: components["schemas"]["AgentUsage"];
        };
        /** @description Optional restrictions that limit the agent to specific accounts or override policy per account. */
        AgentAccountRestrictions: {
            /** @description Per-account rules that override the agent's default policy for specific accounts. */
            accountRules?: components["schemas"]["AgentAccountRule"][];
            /** @description If set, restricts the agent to operate only on the specified internal account IDs. Null means the agent can access all accounts. */
            allowedAccountIds?: string[] | null;
        };
        /** @description Per-account policy override that takes precedence over the agent's default policy for a specific account. */
        AgentAccountRule: {
            /**
             * @description The internal account ID this rule applies to.
             * @example Account:019542f5-b3e7-1d02-0000-000000000001
             */
            accountId: string;
            executionMode?: components["schemas"]["AgentExecutionMode"];
            /**
             * @description Per-transaction limit override, in the smallest unit of the relevant currency. Null inherits from the agent's spending limits.
             * @example 10000
             */
            perTransactionLimit?: number | null;
        };
        /** @description An action submitted by an agent that may require platform approval before execution. All agent-initiated operations (quote execution, transfers) are represented as AgentActions, giving the platform a consistent object to approve, reject, and audit regardless of the underlying operation type. */
        AgentAction: {
            /**
             * @description The agent that submitted this action.
             * @example Agent:019542f5-b3e7-1d02-0000-000000000042
             */
            agentId: string;
            /**
             * Format: date-time
             * @description When the action was submitted by the agent.
             * @example 2025-10-03T15:00:00Z
             */
            createdAt: string;
            /**
             * @description The customer on whose behalf the action was submitted.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000010
             */
            customerId: string;
            /**
             * @description System-generated unique identifier for this action.
             * @example AgentAction:019542f5-b3e7-1d02-0000-000000000099
             */
            id: string;
            /**
             * @description Platform-specific ID of the customer.
             * @example user-a1b2c3
             */
            platformCustomerId: string;
            /** @description The quote being executed. Populated for `EXECUTE_QUOTE` actions; absent for transfer actions. Contains the full amount, currency, destination, and rate details needed to present an approval decision to the user. */
            quote?: components["schemas"]["Quote"];
            /**
             * @description Human-readable reason provided by the platform when rejecting the action. Only present when status is `REJECTED`.
             * @example Transaction amount exceeds customer's current risk limit.
             */
            rejectionReason?: string;
            status: components["schemas"]["AgentActionStatus"];
            /** @description The resulting transaction, populated once the action has been approved and execution has begun. Absent while the action is `PENDING_APPROVAL` or `REJECTED`. */
            transaction?: Omit<components["schemas"]["TransactionOneOf"], "type">;
            /** @description Details of the transfer being requested. Populated for `TRANSFER_OUT` and `TRANSFER_IN` actions; absent for `EXECUTE_QUOTE` actions. */
            transferDetails?: components["schemas"]["AgentTransferDetails"];
            type: components["schemas"]["AgentActionType"];
            /**
             * Format: date-time
             * @description When the action was last updated.
             * @example 2025-10-03T15:02:00Z
             */
            updatedAt: string;
        };
        AgentActionListResponse: {
            /** @description List of agent actions matching the filter criteria. */
            data: components["schemas"]["AgentAction"][];
            /** @description Indicates if more results are available beyond this page. */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true). */
            nextCursor?: string;
            /** @description Total number of actions matching the criteria (excluding pagination). */
            totalCount?: number;
        };
        AgentActionRejectRequest: {
            /**
             * @description Optional human-readable reason for the rejection, stored on the action and visible to the platform.
             * @example Transaction amount exceeds customer's current risk limit.
             */
            reason?: string;
        };
        /**
         * @description Status of an agent action.
         *
         *     | Status | Description |
         *     |--------|-------------|
         *     | `PENDING_APPROVAL` | Submitted by the agent, awaiting platform approval before execution |
         *     | `APPROVED` | Approved by the platform; execution is in progress or completed |
         *     | `REJECTED` | Rejected by the platform; the underlying transaction was not executed |
         *     | `FAILED` | Approved but execution failed (e.g. quote expired, insufficient funds) |
         * @enum {string}
         */
        AgentActionStatus: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
        /**
         * @description The type of action the agent is requesting.
         *
         *     | Type | Description |
         *     |------|-------------|
         *     | `EXECUTE_QUOTE` | Execute a cross-currency quote |
         *     | `TRANSFER_OUT` | Transfer from an internal account to an external account |
         *     | `TRANSFER_IN` | Transfer from an external account to an internal account |
         * @enum {string}
         */
        AgentActionType: "EXECUTE_QUOTE" | "TRANSFER_OUT" | "TRANSFER_IN";
        AgentActionWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["AgentAction"];
            /** @enum {string} */
            type?: "AGENT_ACTION.PENDING_APPROVAL";
        };
        /** @description Thresholds that force approval for high-value transactions, overriding the default execution mode. When a transaction is denominated in a different currency than the threshold, Grid converts using the exchange rate at evaluation time. */
        AgentApprovalThresholds: {
            /**
             * @description If set, any transaction above this amount (in the smallest unit of the specified currency) will require explicit approval even when the agent's defaultExecutionMode is AUTO. Null means no threshold override.
             * @example 100000
             */
            amount?: number | null;
            /**
             * @description ISO 4217 currency code that the amount threshold is denominated in. Required when amount is set.
             * @example USD
             */
            currency?: string;
        };
        AgentCreateRequest: {
            /**
             * @description The ID of the customer this agent will operate on behalf of.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /**
             * @description Human-readable name to identify the agent.
             * @example Payroll Automation Agent
             */
            name: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        /** @description Response returned when an agent is created, including the agent and a device code for installation. */
        AgentCreateResponse: {
            agent: components["schemas"]["Agent"];
            deviceCode: components["schemas"]["AgentDeviceCode"];
        };
        AgentDeviceCode: {
            /**
             * @description The agent this device code belongs to.
             * @example Agent:019542f5-b3e7-1d02-0000-000000000001
             */
            agentId: string;
            /**
             * @description Human-readable device code used to install and connect the agent software.
             * @example GRID-AGENT-X7K9-M2P4
             */
            code: string;
            /**
             * Format: date-time
             * @description Timestamp when this device code expires.
             * @example 2025-07-22T17:32:28Z
             */
            expiresAt: string;
            /**
             * @description Whether this device code has already been redeemed by the agent.
             * @example false
             */
            redeemed: boolean;
        };
        AgentDeviceCodeRedeemResponse: {
            /**
             * @description Bearer token used to authenticate all subsequent API calls as this agent. Pass as `Authorization: Bearer <accessToken>`. This token is returned only once and must be stored securely — it cannot be retrieved again.
             * @example gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9
             */
            accessToken: string;
            /**
             * @description The agent's system-generated ID.
             * @example Agent:019542f5-b3e7-1d02-0000-000000000001
             */
            agentId: string;
            /**
             * @description The agent's name.
             * @example Payroll Automation Agent
             */
            agentName: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        AgentDeviceCodeStatusResponse: {
            /**
             * @description The device code.
             * @example GRID-AGENT-X7K9-M2P4
             */
            code: string;
            /**
             * @description Whether this device code has been redeemed.
             * @example false
             */
            redeemed: boolean;
        };
        /**
         * @description Execution mode controlling whether agent actions require human approval. AUTO: The agent can execute actions autonomously without explicit approval. APPROVAL_REQUIRED: All agent actions require explicit human approval before execution.
         * @enum {string}
         */
        AgentExecutionMode: "AUTO" | "APPROVAL_REQUIRED";
        AgentListResponse: {
            /** @description List of agents matching the filter criteria. */
            data: components["schemas"]["Agent"][];
            /** @description Indicates if more results are available beyond this page. */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true). */
            nextCursor?: string;
            /** @description Total number of agents matching the criteria (excluding pagination). */
            totalCount?: number;
        };
        /**
         * @description Permission granted to an agent that determines what actions it can perform. VIEW_TRANSACTIONS: Can list and retrieve transactions and account balances. CREATE_TRANSFERS: Can initiate same-currency transfers. CREATE_QUOTES: Can create cross-currency quotes. EXECUTE_QUOTES: Can execute cross-currency quotes. MANAGE_EXTERNAL_ACCOUNTS: Can create and manage external accounts.
         * @enum {string}
         */
        AgentPermission: "VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS";
        /** @description Policy governing what an agent can do, how it executes actions, and its spending boundaries. */
        AgentPolicy: {
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
            defaultExecutionMode: components["schemas"]["AgentExecutionMode"];
            /** @description List of permissions granted to the agent. */
            permissions: components["schemas"]["AgentPermission"][];
            spendingLimits: components["schemas"]["AgentSpendingLimits"];
        };
        /** @description Partial update to an agent's policy. Only provided fields will be updated; omitted fields retain their current values. */
        AgentPolicyUpdateRequest: {
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
            defaultExecutionMode?: components["schemas"]["AgentExecutionMode"];
            /** @description Updated list of permissions. Replaces the entire permissions list when provided. */
            permissions?: components["schemas"]["AgentPermission"][];
            spendingLimits?: components["schemas"]["AgentSpendingLimitsUpdate"];
        };
        /** @description Spending limits that cap the agent's transaction amounts and frequency. All amount fields are integers in the smallest unit of the specified currency. When a transaction is denominated in a different currency, Grid converts using the exchange rate at evaluation time. */
        AgentSpendingLimits: {
            /**
             * @description ISO 4217 currency code that all amount limits are denominated in.
             * @example USD
             */
            currency: string;
            /**
             * @description Maximum total amount the agent can transfer per day. Null means no daily limit.
             * @example 500000
             */
            dailyLimit?: number | null;
            /**
             * @description Maximum number of transactions the agent can initiate per day.
             * @example 10
             */
            dailyTransactionLimit?: number;
            /**
             * @description Maximum total amount the agent can transfer per month. Null means no monthly limit.
             * @example 5000000
             */
            monthlyLimit?: number | null;
            /**
             * @description Maximum amount the agent can transfer in a single transaction.
             * @example 50000
             */
            perTransactionLimit: number;
        };
        /** @description Partial update to spending limits. Only provided fields will be updated; omitted fields retain their current values. */
        AgentSpendingLimitsUpdate: {
            /**
             * @description ISO 4217 currency code that all amount limits are denominated in. Updating this recasts all existing limits into the new currency denomination.
             * @example USD
             */
            currency?: string;
            /**
             * @description Maximum daily spend. Set to null to remove the daily limit.
             * @example 500000
             */
            dailyLimit?: number | null;
            /**
             * @description Maximum number of transactions per day.
             * @example 10
             */
            dailyTransactionLimit?: number;
            /**
             * @description Maximum monthly spend. Set to null to remove the monthly limit.
             * @example 5000000
             */
            monthlyLimit?: number | null;
            /**
             * @description Maximum amount per transaction.
             * @example 50000
             */
            perTransactionLimit?: number;
        };
        /** @description Details of a transfer-type agent action (TRANSFER_OUT or TRANSFER_IN). */
        AgentTransferDetails: {
            /**
             * Format: int64
             * @description Transfer amount in the smallest unit of the specified currency.
             * @example 50000
             */
            amount: number;
            /**
             * @description ISO 4217 currency code for the transfer amount.
             * @example USD
             */
            currency: string;
            /**
             * @description ID of the destination account (internal or external).
             * @example ExternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            destinationAccountId: string;
            /**
             * @description ID of the source account (internal or external).
             * @example InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            sourceAccountId: string;
        };
        /** @description Partial update to an agent's basic fields. At least one field must be provided. */
        AgentUpdateRequest: {
            /**
             * @description Set to true to pause the agent or false to resume it.
             * @example true
             */
            isPaused?: boolean;
            /**
             * @description Updated name for the agent.
             * @example Updated Payroll Agent
             */
            name?: string;
        };
        /** @description Real-time counters tracking the agent's spending and transaction activity against its policy limits. */
        AgentUsage: {
            /**
             * Format: date
             * @description The date when daily usage counters will reset.
             * @example 2025-07-22
             */
            dailyResetDate?: string;
            /**
             * @description Total amount spent by the agent today, in the smallest unit of the policy's `spendingLimits.currency`.
             * @example 150000
             */
            dailySpend: number;
            /**
             * @description Number of transactions initiated by the agent today.
             * @example 3
             */
            dailyTransactionCount: number;
            /**
             * @description The year-month (YYYY-MM) when monthly usage counters will reset.
             * @example 2025-08
             */
            monthlyResetMonth?: string;
            /**
             * @description Total amount spent by the agent this month, in the smallest unit of the policy's `spendingLimits.currency`.
             * @example 750000
             */
            monthlySpend: number;
        };
        /**
         * @description Bucketed annual income (USD equivalent). Used for enhanced due diligence on higher-risk profiles.
         * @example RANGE_100K_250K
         * @enum {string}
         */
        AnnualIncomeRange: "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
        ApprovePaymentRequest: {
            /** @description Information about the recipient, provided by the platform if requested in the original webhook via `requestedReceiverCustomerInfoFields`. */
            receiverCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        /**
         * Auth Credential Challenge Request
         * @description Request body for `POST /auth/credentials/{id}/challenge`. Required when re-challenging a `PASSKEY` credential — must carry `clientPublicKey` so Grid can bake it into the session-creation payload the returned challenge is computed from. Ignored for `EMAIL_OTP` and `SMS_OTP`, where the credential type alone is sufficient because the OTP is delivered out-of-band. OAuth credentials do not use this endpoint; authenticate or reauthenticate them with `POST /auth/credentials/{id}/verify`.
         */
        AuthCredentialChallengeRequest: {
            /**
             * @description Required for `PASSKEY` credentials; the matching private key is retained on the client. Send a compressed SEC1 key (`02`/`03` prefix followed by the 32-byte X coordinate; 66 hex characters) for the recommended client-held-key model, where that private key becomes the session signing key. Send an uncompressed SEC1 key (`04` prefix followed by the 32-byte X and 32-byte Y coordinates; 130 hex characters) for the deprecated legacy flow, where Grid seals the session signing key to it instead. Grid bakes this public key into the session-creation payload that the returned `challenge` is computed from. Ignored for `EMAIL_OTP` and `SMS_OTP`.
             * @example 02f45f2a22c908b9ce09a7150e514afd24627c401c38a4afc164e1ea783adaaa31
             */
            clientPublicKey?: string;
        };
        AuthCredentialCreateRequest: {
            /**
             * @description Identifier of the internal account that this credential will authenticate.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
             */
            accountId: string;
            type: components["schemas"]["AuthMethodType"];
        };
        AuthCredentialCreateRequestOneOf: components["schemas"]["EmailOtpCredentialCreateRequest"] | components["schemas"]["SmsOtpCredentialCreateRequest"] | components["schemas"]["OauthCredentialCreateRequest"] | components["schemas"]["PasskeyCredentialCreateRequest"];
        AuthCredentialListResponse: {
            /** @description List of authentication credentials registered on the internal account. */
            data: components["schemas"]["AuthMethod"][];
        };
        /**
         * Auth Credential Response
         * @description Discriminated response shape returned from `POST /auth/credentials/{id}/challenge`. For `EMAIL_OTP` and `SMS_OTP` credentials the body is a plain `AuthMethod` (wrapped as `AuthMethodResponse` to disambiguate the oneOf). For `PASSKEY` credentials the body is a `PasskeyAuthChallenge` — the passkey auth method fields plus the WebAuthn `credentialId`, Grid-issued `challenge`, `requestId`, and `expiresAt` that drive the subsequent assertion. OAuth credentials do not use the challenge endpoint. Registration responses from `POST /auth/credentials` use the simpler `AuthMethodResponse` shape directly for all credential types.
         */
        AuthCredentialResponseOneOf: components["schemas"]["AuthMethodResponse"] | components["schemas"]["PasskeyAuthChallenge"];
        AuthCredentialVerifyRequest: {
            type: components["schemas"]["AuthMethodType"];
        };
        AuthCredentialVerifyRequestOneOf: components["schemas"]["EmailOtpCredentialVerifyRequest"] | components["schemas"]["SmsOtpCredentialVerifyRequest"] | components["schemas"]["OauthCredentialVerifyRequest"] | components["schemas"]["PasskeyCredentialVerifyRequest"];
        AuthMethod: {
            /**
             * @description Identifier of the internal account that this credential authenticates.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
             */
            accountId: string;
            /**
             * Format: date-time
             * @description Creation timestamp.
             * @example 2026-04-08T15:30:01Z
             */
            createdAt: string;
            /**
             * @description Base64url-encoded WebAuthn credential identifier for this passkey. Present only for `PASSKEY` authentication credentials. Corresponds to `PublicKeyCredential.rawId`; pass this value as `allowCredentials[].id` when requesting a passkey assertion for this auth method.
             * @example KEbWNCc7NgaYnUyrNeFGX9_3Y-8oJ3KwzjnaiD1d1LVTxR7v3CaKfCz2Vy_g_MHSh7yJ8yL0Pxg6jo_o0hYiew
             */
            credentialId?: string;
            /**
             * @description System-generated unique identifier for the authentication credential.
             * @example AuthMethod:019542f5-b3e7-1d02-0000-000000000001
             */
            id: string;
            /**
             * @description Human-readable identifier for this credential. For EMAIL_OTP credentials this is the email address; for SMS_OTP credentials this is the E.164 phone number; for OAUTH credentials it is typically the email claim from the OIDC token; for PASSKEY credentials it is the validated nickname provided at registration time.
             * @example example@lightspark.com
             */
            nickname: string;
            type: components["schemas"]["AuthMethodType"];
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2026-04-08T15:35:00Z
             */
            updatedAt: string;
        };
        /**
         * Auth Method Response
         * @description Strict wrapper around `AuthMethod`. Used directly as the registration response on `POST /auth/credentials` and inside `AuthCredentialResponseOneOf` for the `EMAIL_OTP` / `SMS_OTP` branches of `POST /auth/credentials/{id}/challenge`. The only difference from `AuthMethod` is `unevaluatedProperties: false`, which disambiguates the oneOf against `PasskeyAuthChallenge` — without the strictness, an `AuthMethod` with extra fields would ambiguously match both branches.
         *
         *     For `EMAIL_OTP` and `SMS_OTP` credentials, responses that initiate or reissue an OTP challenge carry `otpEncryptionTargetBundle` so the client can HPKE-encrypt the OTP code in the subsequent `POST /auth/credentials/{id}/verify` call without the plaintext code ever transiting the server. First-time EMAIL_OTP wallet bootstrap registration can omit it; call `POST /auth/credentials/{id}/challenge` if it is absent.
         */
        AuthMethodResponse: components["schemas"]["AuthMethod"] & {
            /**
             * @description HPKE encryption target bundle for a freshly initiated OTP challenge. Returned only on `EMAIL_OTP` and `SMS_OTP` responses that initiate or reissue an OTP challenge, such as `POST /auth/credentials/{id}/challenge` and signed-retry add responses. It is omitted from first-time EMAIL_OTP wallet bootstrap registration; call `POST /auth/credentials/{id}/challenge` for the new credential if it is absent. The client generates an ephemeral P-256 keypair (the Target Encryption Key, or TEK) and uses this bundle as the recipient when HPKE-encrypting `{otp_code, public_key}`; the encrypted payload is submitted as `encryptedOtpBundle` on `POST /auth/credentials/{id}/verify`. The bundle is one-time-use per OTP issuance — re-issue via `POST /auth/credentials/{id}/challenge` to obtain a fresh bundle. The matching TEK private key must remain on the client and is used to sign the `verificationToken` returned on the subsequent signed-retry. Treat the bundle as opaque and pass it to your HPKE library; the Global Accounts client-keys guide shows how.
             * @example {"version":"v1.0.0","data":"7b227461726765745075626c6963...","dataSignature":"30450221...","enclaveQuorumPublic":"04a1b2c3..."}
             */
            otpEncryptionTargetBundle?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP" | "SMS_OTP";
        };
        /**
         * @description The type of authentication credential.
         *     - `OAUTH`: OpenID Connect (OIDC) token issued by an identity provider such as Google or Apple.
         *     - `EMAIL_OTP`: A one-time password delivered to the user's email address.
         *     - `SMS_OTP`: A one-time password delivered to the user's phone number.
         *     - `PASSKEY`: A WebAuthn passkey bound to the user's device.
         * @enum {string}
         */
        AuthMethodType: "OAUTH" | "EMAIL_OTP" | "SMS_OTP" | "PASSKEY";
        /**
         * Authentication Session
         * @description An authentication session on an Embedded Wallet internal account. Returned from `GET /auth/sessions` (list) and `POST /auth/credentials/{id}/verify` (on credential verification) or `POST /auth/sessions/{id}/refresh` (on mid-session refresh). The `clientPublicKey` encoding on the issuing request selects the flow: a compressed key gets the client-held-key model, where the client generates and retains the session signing key and session-issuing responses carry no key material; an uncompressed key gets the deprecated legacy flow, where Grid seals the session signing key to that public key and returns it as `encryptedSessionSigningKey`. Never returned by the list endpoint.
         */
        AuthSession: components["schemas"]["AuthMethod"] & {
            /**
             * @deprecated
             * @description Deprecated; present only for the legacy flow, selected by sending an uncompressed `clientPublicKey` on the verification or refresh request. Grid seals the session signing key to that public key and returns it here as a base58check string (a 33-byte compressed P-256 encapsulated public key followed by AES-256-GCM ciphertext) for the client to decrypt with its private key.
             *
             *     The recommended client-held-key flow sends a compressed `clientPublicKey` instead: the client generates and retains the session signing key itself, so this field is omitted — the same way `EMAIL_OTP` and `SMS_OTP` sessions have always worked. See the "Client keys & signing" guide. Always omitted from list responses (`GET /auth/sessions`).
             * @example w99a5xV6A75TfoAUkZn869fVyDYvgVsKrawMALZXmrauZd8hEv66EkPU1Z42CUaHESQjcA5bqd8dynTGBMLWB9ewtXWPEVbZvocB4Tw2K1vQVp7uwjf
             */
            encryptedSessionSigningKey?: string;
            /**
             * Format: date-time
             * @description Timestamp after which the session is no longer valid and the session signing key must not be used to sign further requests.
             * @example 2026-04-09T15:30:01Z
             */
            expiresAt: string;
            /**
             * @description System-generated unique identifier for the session. Pass this value to `DELETE /auth/sessions/{id}` to revoke the session before `expiresAt`. Overrides the `id` inherited from `AuthMethod` so this response identifies the session rather than the authenticating credential.
             * @example Session:019542f5-b3e7-1d02-0000-000000000003
             */
            id: string;
        };
        /**
         * Auth Session Refresh Request
         * @description Request body for refreshing an active authentication session. The `clientPublicKey` is required on both steps of the signed-retry flow and must match on both. Its SEC1 encoding selects how the refreshed session signing key is delivered: a compressed key gets the recommended client-held-key model, where the client retains the new signing key itself; an uncompressed key gets the deprecated legacy flow, where Grid returns the new key as `encryptedSessionSigningKey` sealed to it. On the initial call, Grid binds the supplied key into the session-creation payload returned as `payloadToSign`.
         */
        AuthSessionRefreshRequest: {
            /**
             * @description Client-generated P-256 public key; the matching private key is retained on the client. Send a compressed SEC1 key (`02`/`03` prefix followed by the 32-byte X coordinate; 66 hex characters) for the recommended client-held-key model, where that private key becomes the new session signing key. Send an uncompressed SEC1 key (`04` prefix followed by the 32-byte X and 32-byte Y coordinates; 130 hex characters) for the deprecated legacy flow, where Grid seals the new session signing key to it and returns it as `encryptedSessionSigningKey` on the signed retry.
             * @example 02f45f2a22c908b9ce09a7150e514afd24627c401c38a4afc164e1ea783adaaa31
             */
            clientPublicKey: string;
        };
        /**
         * Authentication Signed Request Challenge
         * @description 202 response returned from Embedded Wallet Auth endpoints that require a signed retry — `POST /auth/credentials` (adding an additional credential), `DELETE /auth/credentials/{id}` (revoking a credential), `DELETE /auth/sessions/{id}` (revoking a session), and the `EMAIL_OTP` / `SMS_OTP` branch of `POST /auth/credentials/{id}/verify` (the secure OTP login flow, where the client submits an `encryptedOtpBundle` and receives a `verificationToken` to sign for the second-leg session issuance). Carries the signing fields from `SignedRequestChallenge` plus the `type` of the authentication credential involved (being added, revoked, that issued the session being revoked, or being authenticated). The client already knows the target resource id from the request path / body it just sent, so nothing beyond `type` is echoed in the response.
         *
         *     The keypair used to compute the stamp depends on the operation. For credential / session management retries, sign with the session API keypair of an existing verified credential on the same internal account. For OTP verify retries, sign with the ephemeral Target Encryption Key (TEK) the client generated for this login — its public key is the one carried inside the `encryptedOtpBundle` and bound into the `verificationToken`, and it becomes the client's session API key on successful completion.
         */
        AuthSignedRequestChallenge: components["schemas"]["SignedRequestChallenge"] & {
            /** @description Credential type relevant to this challenge: the credential type being added (`POST /auth/credentials`), revoked (`DELETE /auth/credentials/{id}`), or authenticated (`EMAIL_OTP` / `SMS_OTP` branch of `POST /auth/credentials/{id}/verify`). For session revocation, this is the type of credential that issued the session (`DELETE /auth/sessions/{id}`). */
            type: components["schemas"]["AuthMethodType"];
        };
        BaseDestination: {
            destinationType: components["schemas"]["DestinationType"];
        };
        BaseExternalAccountInfo: {
            accountType: components["schemas"]["ExternalAccountType"];
        };
        BasePaymentAccountInfo: {
            accountType: components["schemas"]["PaymentAccountType"];
        };
        BaseQuoteSource: {
            sourceType: components["schemas"]["QuoteSourceType"];
        };
        BaseTransactionDestination: {
            /**
             * @description Currency code for the destination
             * @example EUR
             */
            currency?: string;
            destinationType: components["schemas"]["TransactionDestinationType"];
        };
        BaseTransactionSource: {
            /**
             * @description Currency code for the source
             * @example USD
             */
            currency?: string;
            sourceType: components["schemas"]["TransactionSourceType"];
        };
        /** Base Wallet */
        BaseWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BaseWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BASE_WALLET";
        };
        BaseWalletInfo: {
            /** @enum {string} */
            accountType: "BASE_WALLET";
            /**
             * @description Base eth wallet address
             * @example 0xAbCDEF1234567890aBCdEf1234567890ABcDef12
             */
            address: string;
        };
        BaseWebhook: {
            /**
             * @description Unique identifier for this webhook delivery (can be used for idempotency)
             * @example Webhook:019542f5-b3e7-1d02-0000-000000000007
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp of when the webhook was sent
             * @example 2025-08-15T14:32:00Z
             */
            timestamp: string;
            /** @description Status-specific event type in OBJECT.EVENT dot-notation (e.g., OUTGOING_PAYMENT.COMPLETED) */
            type: components["schemas"]["WebhookType"];
        };
        BdtAccountInfo: components["schemas"]["BdtAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: accountNumber, bankName
         *     - MOBILE_MONEY: bankName, phoneNumber
         * @example {
         *       "accountType": "BDT_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankName": "Example Bank",
         *       "branchCode": "11111",
         *       "swiftCode": "DEUTDEFF",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        BdtAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "BDT_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /** @description The branch code */
            branchCode?: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example DEUTDEFF
             */
            swiftCode?: string;
        };
        /** Individual Beneficiary */
        BdtBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** BDT Account */
        BdtExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BdtAccountInfoBase"] & {
            beneficiary: components["schemas"]["BdtBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        /** BDT Account */
        BdtExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BdtAccountInfo"] & {
            beneficiary: components["schemas"]["BdtBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        BeneficialOwner: {
            /**
             * Format: date-time
             * @description When this beneficial owner was created
             * @example 2025-10-03T12:00:00Z
             */
            createdAt: string;
            /**
             * @description The ID of the business customer this beneficial owner is associated with
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /**
             * @description Unique identifier for this beneficial owner
             * @example BeneficialOwner:019542f5-b3e7-1d02-0000-000000000001
             */
            id: string;
            kycStatus: components["schemas"]["KycStatus"];
            /**
             * @description Percentage of ownership in the business (0-100)
             * @example 51
             */
            ownershipPercentage: number;
            personalInfo: components["schemas"]["BeneficialOwnerPersonalInfo"];
            /**
             * @description Roles of this person within the business
             * @example [
             *       "UBO",
             *       "DIRECTOR"
             *     ]
             */
            roles: components["schemas"]["BeneficialOwnerRole"][];
            /**
             * Format: date-time
             * @description When this beneficial owner was last updated
             * @example 2025-10-03T12:00:00Z
             */
            updatedAt?: string;
        };
        BeneficialOwnerPersonalInfo: {
            address: components["schemas"]["Address"];
            /**
             * Format: date
             * @description Date of birth in ISO 8601 format (YYYY-MM-DD)
             * @example 1978-06-15
             */
            birthDate: string;
            /**
             * @description Country that issued the identification (ISO 3166-1 alpha-2)
             * @example US
             */
            countryOfIssuance?: string;
            /**
             * Format: email
             * @description Email address of the individual
             * @example jane.smith@acmecorp.com
             */
            email?: string;
            /**
             * @description First name of the individual
             * @example Jane
             */
            firstName: string;
            /**
             * @description The identification number or value
             * @example 123-45-6789
             */
            identifier: string;
            idType: components["schemas"]["IdentificationType"];
            /**
             * @description Last name of the individual
             * @example Smith
             */
            lastName: string;
            /**
             * @description Middle name of the individual
             * @example Marie
             */
            middleName?: string;
            /**
             * @description Country of nationality (ISO 3166-1 alpha-2)
             * @example US
             */
            nationality: string;
            /**
             * @description Phone number in E.164 format
             * @example +14155550192
             */
            phoneNumber?: string;
        };
        /**
         * @description Role of the beneficial owner within the business
         * @example UBO
         * @enum {string}
         */
        BeneficialOwnerRole: "UBO" | "DIRECTOR" | "COMPANY_OFFICER" | "CONTROL_PERSON" | "TRUSTEE" | "GENERAL_PARTNER";
        /** @description The result of a confirm-trust / confirm-untrust call. `trusted` is `true` after a successful trust and `false` after a successful untrust. */
        BeneficiaryTrustConfirm: {
            /** @description Whether the beneficiary is now trusted. `true` after a successful trust, `false` after a successful untrust. */
            trusted: boolean;
        };
        /** @description Confirms trusting or untrusting a beneficiary by submitting the SCA proof. Carries the same proof fields as an `ScaAuthorization` (`code` for `SMS_OTP` / `TOTP`, or `passkeyAssertion` + `origin` for `PASSKEY`) and, when the start issued one, the `challengeId`. The beneficiary is identified by the `externalAccountId` in the path — no separate handle is needed. */
        BeneficiaryTrustConfirmRequest: {
            /** @description The challenge handle from the trust start's `scaChallenge`, when one was issued. Omit when the start returned no challenge. */
            challengeId?: string | null;
            /**
             * @description The one-time code the customer received by SMS, or read from their authenticator app. Provide for `SMS_OTP` / `TOTP`. In sandbox, the code is always `123456`.
             * @example 123456
             */
            code?: string | null;
            /**
             * @description The WebAuthn origin the `passkeyAssertion` was produced against. Required alongside `passkeyAssertion`; omit it for the `code` path.
             * @example https://app.example.com
             */
            origin?: string | null;
            /** @description Opaque WebAuthn assertion produced by the device from the challenge's assertion options. Required when satisfying a `PASSKEY` challenge. */
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
        } | unknown | unknown;
        /** @description The SCA challenge (if any) a caller authorizes to finish trusting (or untrusting) a beneficiary. The beneficiary is identified by its `externalAccountId`, so the confirm call needs no separate handle. `scaChallenge` is omitted when no challenge is issued; the caller then confirms without a `challengeId`. */
        BeneficiaryTrustStart: {
            /** @description The SCA challenge to satisfy on the confirm call. Omitted when no challenge is issued. */
            scaChallenge?: components["schemas"]["ScaChallenge"];
        };
        /**
         * @description The result of verifying the beneficiary name against the account holder name.
         *
         *     | Status | Description |
         *     |--------|-------------|
         *     | `MATCHED` | The beneficiary name is an exact match |
         *     | `PARTIAL_MATCH` | The beneficiary name is a fuzzy match |
         *     | `NOT_MATCHED` | The beneficiary name does not match |
         *     | `UNSUPPORTED` | The payment rail does not support name verification |
         *     | `CHECKED_BY_RECEIVING_FI` | Verification is deferred to the receiving financial institution (e.g. ACH) |
         *     | `PENDING` | Verification is still in progress |
         * @enum {string}
         */
        BeneficiaryVerificationStatus: "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";
        BeneficiaryVerifiedData: {
            /**
             * @description The verified full name of the account holder as returned by the payment rail
             * @example John Doe
             */
            fullName?: string;
        };
        BrlAccountInfo: components["schemas"]["BrlAccountInfoBase"] & {
            paymentRails: "PIX"[];
        };
        /**
         * @example {
         *       "accountType": "BRL_ACCOUNT",
         *       "pixKey": "user@example.com",
         *       "pixKeyType": "CPF",
         *       "taxId": "11111111111"
         *     }
         */
        BrlAccountInfoBase: {
            /** @enum {string} */
            accountType: "BRL_ACCOUNT";
            /** @description The PIX key (email, phone, CPF, CNPJ, or random) */
            pixKey: string;
            /**
             * @description The type of PIX key
             * @enum {string}
             */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            /** @description The tax ID (CPF or CNPJ) */
            taxId: string;
        };
        /** Individual Beneficiary */
        BrlBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** BRL Account */
        BrlExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BrlAccountInfoBase"] & {
            beneficiary: components["schemas"]["BrlBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        /** BRL Account */
        BrlExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BrlAccountInfo"] & {
            beneficiary: components["schemas"]["BrlBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        BulkCustomerImportErrorEntry: components["schemas"]["GridError"] & {
            /**
             * @description Platform customer ID or row number for the failed entry
             * @example biz456
             */
            correlationId: string;
        };
        BulkCustomerImportJob: {
            /**
             * Format: date-time
             * @description Timestamp when the job completed (only present for COMPLETED or FAILED status)
             * @example 2025-08-15T14:32:00Z
             */
            completedAt?: string;
            /** @description Detailed error information for failed entries */
            errors?: components["schemas"]["BulkCustomerImportErrorEntry"][];
            /**
             * @description Unique identifier for the bulk import job
             * @example Job:019542f5-b3e7-1d02-0000-000000000006
             */
            id: string;
            progress: {
                /**
                 * @description Number of customers that failed to create
                 * @example 50
                 */
                failed: number;
                /**
                 * @description Number of customers processed so far
                 * @example 2500
                 */
                processed: number;
                /**
                 * @description Number of customers successfully created
                 * @example 2450
                 */
                successful: number;
                /**
                 * @description Total number of customers to process
                 * @example 5000
                 */
                total: number;
            };
            /**
             * @description Current status of the job
             * @example PROCESSING
             * @enum {string}
             */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
        };
        BulkUploadWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["BulkCustomerImportJob"];
            /** @enum {string} */
            type?: "BULK_UPLOAD.COMPLETED" | "BULK_UPLOAD.FAILED";
        };
        /** Business Beneficiary */
        BusinessBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "BUSINESS";
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The legal name of the business */
            legalName: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
            /** @description The registration number of the business */
            registrationNumber?: string;
            /** @description The tax identification number of the business */
            taxId?: string;
        };
        /** Business Customer */
        BusinessCustomer: components["schemas"]["Customer"] & components["schemas"]["BusinessCustomerFields"] & {
            beneficialOwners?: components["schemas"]["BeneficialOwner"][];
            businessInfo?: components["schemas"]["BusinessInfoResponse"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        /** Business Customer Create Request */
        BusinessCustomerCreateRequest: components["schemas"]["CustomerCreateRequest"] & components["schemas"]["BusinessCustomerFields"] & {
            businessInfo: components["schemas"]["BusinessInfo"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        BusinessCustomerFields: {
            address?: components["schemas"]["Address"];
            businessInfo?: components["schemas"]["BusinessInfoUpdate"];
            /** @enum {string} */
            customerType: "BUSINESS";
            kybStatus?: components["schemas"]["KybStatus"];
        };
        /** Business Customer Update Request */
        BusinessCustomerUpdateRequest: components["schemas"]["CustomerUpdateRequest"] & components["schemas"]["BusinessCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        /** @description Additional information required for business entities */
        BusinessInfo: {
            businessType?: components["schemas"]["BusinessType"];
            /**
             * @description List of countries where the business operates (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            countriesOfOperation?: string[];
            /**
             * @description Country of incorporation or registration (ISO 3166-1 alpha-2)
             * @example US
             */
            country: string;
            /**
             * @description Trade name or DBA name of the business, if different from the legal name
             * @example Acme
             */
            doingBusinessAs?: string;
            entityType?: components["schemas"]["EntityType"];
            /**
             * @description List of countries of the business's expected transaction counterparties (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedCounterpartyCountries?: string[];
            /**
             * @description Expected number of transactions per month
             * @example COUNT_100_TO_500
             * @enum {string}
             */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /**
             * @description Expected total transaction volume per month in USD equivalent
             * @example VOLUME_100K_TO_1M
             * @enum {string}
             */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            /**
             * @description List of countries where the business expects to send payments (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedRecipientJurisdictions?: string[];
            /**
             * Format: date
             * @description Date of incorporation in ISO 8601 format (YYYY-MM-DD)
             * @example 2018-03-14
             */
            incorporatedOn: string;
            /**
             * @description Legal name of the business
             * @example Acme Corporation, Inc.
             */
            legalName: string;
            /**
             * @description NAICS code describing the nature of the business (2-6 digits)
             * @example 541511
             */
            naicsCode?: string;
            /**
             * @description First name of the business's primary contact — a registered director or authorised representative of the business. Required in regions where a named individual is verified against the business during onboarding (e.g. the EU). The customer's `email` and `phoneNumber` are this person's contact details.
             * @example Jane
             */
            primaryContactFirstName?: string;
            /**
             * @description Last name of the business's primary contact.
             * @example Smith
             */
            primaryContactLastName?: string;
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            /**
             * @description Description of the account purpose when OTHER is selected
             * @example Escrow for equipment leases
             */
            purposeOfAccountOtherDescription?: string;
            /**
             * @description Business registration number
             * @example 5523041
             */
            registrationNumber?: string;
            /**
             * @description The primary source of funds for the business
             * @example Funds derived from customer payments for software services
             */
            sourceOfFunds?: string;
            /**
             * @description Structured source-of-funds categories for the business
             * @example [
             *       "OPERATING_REVENUE"
             *     ]
             */
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            /**
             * @description Description of the source of funds when OTHER is selected
             * @example Proceeds from a legal settlement
             */
            sourceOfFundsOtherDescription?: string;
            /**
             * @description Tax identification number
             * @example 47-1234567
             */
            taxId: string;
        };
        /**
         * @description Business information returned on a customer. `taxId` and `incorporatedOn` are
         *     required on creation but may be absent on legacy customers that pre-date the
         *     requirement, so both are optional in responses.
         */
        BusinessInfoResponse: {
            businessType?: components["schemas"]["BusinessType"];
            /**
             * @description List of countries where the business operates (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            countriesOfOperation?: string[];
            /**
             * @description Country of incorporation or registration (ISO 3166-1 alpha-2)
             * @example US
             */
            country?: string;
            /**
             * @description Trade name or DBA name of the business, if different from the legal name
             * @example Acme
             */
            doingBusinessAs?: string;
            entityType?: components["schemas"]["EntityType"];
            /**
             * @description List of countries of the business's expected transaction counterparties (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedCounterpartyCountries?: string[];
            /**
             * @description Expected number of transactions per month
             * @example COUNT_100_TO_500
             * @enum {string}
             */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /**
             * @description Expected total transaction volume per month in USD equivalent
             * @example VOLUME_100K_TO_1M
             * @enum {string}
             */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            /**
             * @description List of countries where the business expects to send payments (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedRecipientJurisdictions?: string[];
            /**
             * Format: date
             * @description Date of incorporation in ISO 8601 format (YYYY-MM-DD)
             * @example 2018-03-14
             */
            incorporatedOn?: string;
            /**
             * @description Legal name of the business
             * @example Acme Corporation, Inc.
             */
            legalName: string;
            /**
             * @description NAICS code describing the nature of the business (2-6 digits)
             * @example 541511
             */
            naicsCode?: string;
            /**
             * @description First name of the business's primary contact — a registered director or authorised representative of the business. Required in regions where a named individual is verified against the business during onboarding (e.g. the EU). The customer's `email` and `phoneNumber` are this person's contact details.
             * @example Jane
             */
            primaryContactFirstName?: string;
            /**
             * @description Last name of the business's primary contact.
             * @example Smith
             */
            primaryContactLastName?: string;
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            /**
             * @description Description of the account purpose when OTHER is selected
             * @example Escrow for equipment leases
             */
            purposeOfAccountOtherDescription?: string;
            /**
             * @description Business registration number
             * @example 5523041
             */
            registrationNumber?: string;
            /**
             * @description The primary source of funds for the business
             * @example Funds derived from customer payments for software services
             */
            sourceOfFunds?: string;
            /**
             * @description Structured source-of-funds categories for the business
             * @example [
             *       "OPERATING_REVENUE"
             *     ]
             */
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            /**
             * @description Description of the source of funds when OTHER is selected
             * @example Proceeds from a legal settlement
             */
            sourceOfFundsOtherDescription?: string;
            /**
             * @description Tax identification number
             * @example 47-1234567
             */
            taxId?: string;
        };
        /** @description Additional information for business entities */
        BusinessInfoUpdate: {
            businessType?: components["schemas"]["BusinessType"];
            /**
             * @description List of countries where the business operates (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            countriesOfOperation?: string[];
            /**
             * @description Country of incorporation or registration (ISO 3166-1 alpha-2)
             * @example US
             */
            country?: string;
            /**
             * @description Trade name or DBA name of the business, if different from the legal name
             * @example Acme
             */
            doingBusinessAs?: string;
            entityType?: components["schemas"]["EntityType"];
            /**
             * @description List of countries of the business's expected transaction counterparties (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedCounterpartyCountries?: string[];
            /**
             * @description Expected number of transactions per month
             * @example COUNT_100_TO_500
             * @enum {string}
             */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /**
             * @description Expected total transaction volume per month in USD equivalent
             * @example VOLUME_100K_TO_1M
             * @enum {string}
             */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            /**
             * @description List of countries where the business expects to send payments (ISO 3166-1 alpha-2)
             * @example [
             *       "US"
             *     ]
             */
            expectedRecipientJurisdictions?: string[];
            /**
             * Format: date
             * @description Date of incorporation in ISO 8601 format (YYYY-MM-DD)
             * @example 2018-03-14
             */
            incorporatedOn?: string;
            /**
             * @description Legal name of the business
             * @example Acme Corporation, Inc.
             */
            legalName?: string;
            /**
             * @description NAICS code describing the nature of the business (2-6 digits)
             * @example 541511
             */
            naicsCode?: string;
            /**
             * @description First name of the business's primary contact — a registered director or authorised representative of the business. Required in regions where a named individual is verified against the business during onboarding (e.g. the EU). The customer's `email` and `phoneNumber` are this person's contact details.
             * @example Jane
             */
            primaryContactFirstName?: string;
            /**
             * @description Last name of the business's primary contact.
             * @example Smith
             */
            primaryContactLastName?: string;
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            /**
             * @description Description of the account purpose when OTHER is selected
             * @example Escrow for equipment leases
             */
            purposeOfAccountOtherDescription?: string;
            /**
             * @description Business registration number
             * @example 5523041
             */
            registrationNumber?: string;
            /**
             * @description The primary source of funds for the business
             * @example Funds derived from customer payments for software services
             */
            sourceOfFunds?: string;
            /**
             * @description Structured source-of-funds categories for the business
             * @example [
             *       "OPERATING_REVENUE"
             *     ]
             */
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            /**
             * @description Description of the source of funds when OTHER is selected
             * @example Proceeds from a legal settlement
             */
            sourceOfFundsOtherDescription?: string;
            /**
             * @description Tax identification number
             * @example 47-1234567
             */
            taxId?: string;
        };
        /**
         * @description The high-level industry category of the business
         * @enum {string}
         */
        BusinessType: "AGRICULTURE_FORESTRY_FISHING_AND_HUNTING" | "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_AND_WAREHOUSING" | "INFORMATION" | "FINANCE_AND_INSURANCE" | "REAL_ESTATE_AND_RENTAL_AND_LEASING" | "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES" | "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_AND_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_AND_RECREATION" | "ACCOMMODATION_AND_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION";
        BwpAccountInfo: components["schemas"]["BwpAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "BWP_ACCOUNT",
         *       "phoneNumber": "+1234567890",
         *       "provider": "Example Provider"
         *     }
         */
        BwpAccountInfoBase: {
            /** @enum {string} */
            accountType: "BWP_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        BwpBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** BWP Account */
        BwpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BwpAccountInfoBase"] & {
            beneficiary: components["schemas"]["BwpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        /** BWP Account */
        BwpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BwpAccountInfo"] & {
            beneficiary: components["schemas"]["BwpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        CadAccountInfo: components["schemas"]["CadAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        CadAccountInfoBase: {
            /**
             * @description Bank account number (7-12 digits)
             * @example 1234567
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "CAD_ACCOUNT";
            /**
             * @description Canadian financial institution number (3 digits)
             * @example 001
             */
            bankCode: string;
            /**
             * @description Transit number identifying the branch (5 digits)
             * @example 00012
             */
            branchCode: string;
        };
        /** Individual Beneficiary */
        CadBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
            /** @description The registration number of the beneficiary */
            registrationNumber?: string;
        };
        /** CAD Account */
        CadExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CadAccountInfoBase"] & {
            beneficiary: components["schemas"]["CadBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        /** CAD Account */
        CadExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CadAccountInfo"] & {
            beneficiary: components["schemas"]["CadBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        CancelTransactionRequest: {
            /**
             * @description Optional reason for cancelling the transaction. This is just for debugging purposes or can be used for a platform's own purposes.
             * @example REQUESTED_AFTER_HOURS
             */
            reason?: string;
        };
        Card: {
            brand?: components["schemas"]["CardBrand"];
            /**
             * @description The id of the `Customer` who holds this card.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            cardholderId: string;
            /**
             * Format: date-time
             * @description Creation timestamp
             * @example 2026-05-08T14:10:00Z
             */
            readonly createdAt: string;
            /**
             * @description Currency the card transacts in (ISO 4217 for fiat, tickers for crypto). Derived from the funding sources at issue time — all funding sources bound to a card must be denominated in the same card-eligible currency.
             * @example USD
             */
            readonly currency?: string;
            /**
             * @description Card expiration month (1–12).
             * @example 12
             */
            expMonth?: number;
            /**
             * @description Card expiration year (four digits).
             * @example 2029
             */
            expYear?: number;
            form: components["schemas"]["CardForm"];
            /**
             * @description Internal account ids bound to this card as funding sources, in priority order — the first entry is tried first by Authorization Decisioning. Every card has at least one funding source.
             * @example [
             *       "InternalAccount:019542f5-b3e7-1d02-0000-000000000002",
             *       "InternalAccount:019542f5-b3e7-1d02-0000-000000000003"
             *     ]
             */
            fundingSources: string[];
            /**
             * @description System-generated unique card identifier
             * @example Card:019542f5-b3e7-1d02-0000-000000000010
             */
            readonly id: string;
            /**
             * @description Opaque identifier for the card on the issuer of record (e.g. the Lead Bank account/card identifier). Useful for cross-referencing in issuer dashboards; not used for any Grid request routing.
             * @example lead_card_7a1b9c3d
             */
            readonly issuerRef?: string;
            /**
             * @description Last four digits of the card PAN.
             * @example 4242
             */
            last4?: string;
            /**
             * @description Largest amount a single card transaction may authorize, in the smallest unit of the card's `currency`. Null means the card has no application-enforced per-transaction limit. A transaction for exactly this amount is allowed.
             * @example 5000
             */
            maxSpendPerTransaction: number | null;
            /**
             * @description Platform-specific card identifier. Optional on create — system-generated if omitted, mirroring `platformCustomerId` semantics.
             * @example card-emp-aary-001
             */
            platformCardId?: string;
            /**
             * @description Opaque processor-side reference for the card (e.g. the Lithic card token). Useful for cross-referencing in the processor's dashboards; not used for any Grid request routing.
             * @example card_b81c2a4f
             */
            readonly processorRef?: string;
            state: components["schemas"]["CardState"];
            /** @description Reason associated with the current `state`. Populated when the card is `CLOSED` or when provisioning was rejected; otherwise null. */
            stateReason?: components["schemas"]["CardStateReason"] | null;
            /**
             * Format: date-time
             * @description Last update timestamp
             * @example 2026-05-08T14:11:00Z
             */
            readonly updatedAt: string;
        };
        /**
         * @description Card network brand. Read-only — determined by Grid when the card is
         *     provisioned with the issuer.
         * @enum {string}
         */
        CardBrand: "VISA" | "MASTERCARD";
        CardCreateRequest: {
            /**
             * @description The id of the `Customer` to issue the card to. The customer must have KYC status `APPROVED`; otherwise the request is rejected with `CARDHOLDER_KYC_NOT_APPROVED`.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            cardholderId: string;
            form: components["schemas"]["CardForm"];
            /**
             * @description Internal account ids to bind as funding sources, in priority order. The first entry is tried first by Authorization Decisioning. Every card must be bound to at least one source, and every source must belong to the cardholder and be denominated in a card-eligible currency; otherwise the request is rejected with `FUNDING_SOURCE_INELIGIBLE`.
             * @example [
             *       "InternalAccount:019542f5-b3e7-1d02-0000-000000000002"
             *     ]
             */
            fundingSources: string[];
            /**
             * Format: int64
             * @description Optional largest amount a single card transaction may authorize, in the smallest unit of the card currency derived from its funding sources. Omit this field for no limit. Supported only for card programs whose authorization decisions are made by Grid. A transaction for exactly this amount is allowed.
             * @example 5000
             */
            maxSpendPerTransaction?: number;
            /**
             * @description Optional platform-specific card identifier. System-generated when omitted, mirroring `platformCustomerId` semantics.
             * @example card-emp-aary-001
             */
            platformCardId?: string;
            /**
             * @description Optional static password used as the card's 3-D Secure factor. Only accepted for card programs whose issuer supports a static-password factor (EU cards today); supplying it for a program that does not is rejected with `INVALID_INPUT`. When omitted, one is generated on the cardholder's behalf. Grid does not retain the value: it is forwarded to the issuer and discarded, so it cannot be read back afterwards.
             * @example AbCd1234EfGh5678
             */
            threeDSecurePassword?: string;
        };
        /**
         * @description Physical form factor of the card. Only `VIRTUAL` is supported in v1;
         *     `PHYSICAL` will be added in a later release.
         * @enum {string}
         */
        CardForm: "VIRTUAL";
        CardFundingSourceChangeWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Card"];
            /** @enum {string} */
            type?: "CARD.FUNDING_SOURCE_CHANGE";
        };
        CardListResponse: {
            /** @description List of cards matching the filter criteria */
            data: components["schemas"]["Card"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of cards matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        CardMerchant: {
            /**
             * @description Two-letter ISO 3166-1 alpha-2 country code of the merchant.
             * @example US
             */
            country?: string;
            /**
             * @description Merchant descriptor string captured from the card network at authorization time.
             * @example BLUE BOTTLE COFFEE SF
             */
            descriptor: string;
            /**
             * @description Merchant Category Code (ISO 18245) — four-digit numeric string.
             * @example 5814
             */
            mcc?: string;
        };
        CardPullSummary: {
            /**
             * @description Total number of pulls (debits) executed against the funding source for this transaction. `> 1` indicates one or more post-hoc pulls — e.g. restaurant tip / over-auth clearings.
             * @example 2
             */
            count: number;
            /**
             * @description Number of pulls still in the `PENDING` state. Drops to zero when every pull has reached a terminal state. Non-zero values that persist beyond the expected settlement window are an early signal for the `EXCEPTION` path.
             * @example 0
             */
            pendingCount?: number;
            /**
             * Format: int64
             * @description Sum of all pull amounts in the smallest unit of the funding source's currency.
             * @example 1500
             */
            totalAmount: number;
        };
        CardRefundSummary: {
            /**
             * @description Number of refund (return) events received for this transaction.
             * @example 0
             */
            count: number;
            /**
             * Format: int64
             * @description Sum of all refund amounts in the smallest unit of the funding source's currency.
             * @example 0
             */
            totalAmount: number;
        };
        CardRevealResponse: {
            /**
             * Format: date-time
             * @description When the signed URL stops loading. Request a new reveal rather than re-rendering an expired URL.
             * @example 2026-05-08T14:16:00Z
             */
            expiresAt: string;
            /**
             * Format: uri
             * @description Signed URL of the card processor's iframe that securely displays the PAN, CVV, and expiry to the cardholder. The full PAN and CVV never cross Grid's servers — render this URL in an iframe in your client to reveal card details. The URL is a short-lived bearer secret: render it immediately and never store, cache, or log it.
             * @example https://embed.lithic.com/iframe/...?t=...
             */
            panEmbedUrl: string;
        };
        CardSettlementSummary: {
            /**
             * @description Number of settlement (clearing) events received for this transaction.
             * @example 1
             */
            count: number;
            /**
             * Format: int64
             * @description Sum of all settled amounts in the smallest unit of the funding source's currency.
             * @example 1500
             */
            totalAmount: number;
        };
        /**
         * @description Lifecycle state of a card.
         *
         *     | State | Description |
         *     |-------|-------------|
         *     | `PENDING_KYC` | The cardholder has not yet completed KYC. Cards in this state cannot transact. |
         *     | `PROCESSING` | The card has been requested and is being provisioned with the issuer. |
         *     | `ACTIVE` | The card is live and can authorize transactions. |
         *     | `FROZEN` | The card is temporarily disabled by the platform. New authorizations are declined with `CARD_PAUSED`. Existing settlements and refunds continue to reconcile. |
         *     | `CLOSED` | The card is permanently closed. Terminal, irreversible state. |
         * @enum {string}
         */
        CardState: "PENDING_KYC" | "PROCESSING" | "ACTIVE" | "FROZEN" | "CLOSED";
        CardStateChangeWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Card"];
            /** @enum {string} */
            type?: "CARD.STATE_CHANGE";
        };
        /**
         * @description Reason a card reached a terminal or non-active state. Present on
         *     `CLOSED` cards, and on cards that fail provisioning before reaching
         *     `ACTIVE`.
         *
         *     | Reason | Description |
         *     |--------|-------------|
         *     | `ISSUER_REJECTED` | The card issuer rejected provisioning during `PROCESSING`. |
         *     | `CLOSED_BY_PLATFORM` | The card was closed via `PATCH /cards/{id}` (`state: CLOSED`) by the platform. |
         *     | `CLOSED_BY_GRID` | The card was closed by Grid (e.g. compliance or risk action). |
         * @enum {string}
         */
        CardStateReason: "ISSUER_REJECTED" | "CLOSED_BY_PLATFORM" | "CLOSED_BY_GRID";
        /** @description Per-platform branding for authentication codes sent when a cardholder adds a Grid-issued card to a digital wallet. Updates apply to subsequent delivery attempts. Invalid sender or provider configuration can cause delivery to fail. */
        CardTokenization2FAConfig: {
            /**
             * @description Platform name displayed in authentication messages.
             * @example Acme
             */
            displayName?: string;
            email?: components["schemas"]["CardTokenization2FAEmailConfig"];
            /**
             * Format: uri
             * @description HTTPS URL of the logo displayed in email messages.
             * @example https://acme.com/card-email-logo.png
             */
            logoUrl?: string;
            sms?: components["schemas"]["CardTokenization2FASmsConfig"];
        };
        /** @description Email branding and sender settings for card-tokenization authentication messages. Invalid or unverified sender identities can cause delivery to fail. */
        CardTokenization2FAEmailConfig: {
            /**
             * @description Plain-text message content. Lightspark inserts the authentication code into
             *     a controlled text and HTML template; arbitrary HTML and template variables
             *     are not supported.
             * @example Use this code to finish adding your Acme card to your digital wallet.
             */
            bodyText?: string;
            /**
             * Format: email
             * @description Sender address for card-tokenization authentication emails.
             * @example cards@acme.com
             */
            fromAddress?: string;
            /**
             * @description Sender display name.
             * @example Acme Cards
             */
            fromName?: string;
            /**
             * Format: email
             * @description Reply-to address for card-tokenization authentication emails.
             * @example support@acme.com
             */
            replyToAddress?: string;
            /**
             * @description Subject for the authentication email.
             * @example Your Acme card verification code
             */
            subject?: string;
        };
        /** @description SMS settings for card-tokenization authentication messages delivered through a Lightspark-managed Twilio sender. */
        CardTokenization2FASmsConfig: {
            /**
             * @description Plain-text fallback message used when Twilio Verify is unavailable for the
             *     authentication code. Lightspark appends the code to this text.
             * @example Use this code to finish adding your Acme card to your digital wallet.
             */
            bodyText?: string;
            /**
             * @description Twilio Verify template SID to use for this platform. An invalid or unavailable
             *     template can cause delivery to fail.
             * @example HJaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
             */
            templateSid?: string;
        };
        /**
         * Card Transaction
         * @description Parent transaction row for a card authorization and all of the pulls / settlements / refunds that reconcile against it. Child events are rolled up into the `pullSummary`, `refundSummary`, and `settlementSummary` aggregates. Delivered as the payload of the generic transaction webhook stream (extends the Transaction model with a card destination type) on every transition.
         */
        CardTransaction: {
            /**
             * @description Internal account id that funded this transaction (the funding source selected by Authorization Decisioning at auth time).
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
             */
            accountId: string;
            authorizedAmount: components["schemas"]["CurrencyAmount"];
            /**
             * Format: date-time
             * @description When the auth was approved.
             * @example 2026-05-08T14:30:00Z
             */
            authorizedAt: string;
            /**
             * @description Only when status is DECLINED: why decisioning refused the authorization.
             * @enum {string}
             */
            cardDeclinedReason?: "INSUFFICIENT_FUNDS" | "CARD_PAUSED" | "CARD_CLOSED" | "CARD_NOT_ACTIVE" | "SPEND_LIMIT_EXCEEDED";
            /**
             * @description The id of the `Card` this transaction was made on.
             * @example Card:019542f5-b3e7-1d02-0000-000000000010
             */
            cardId?: string;
            /**
             * Format: date-time
             * @description Creation timestamp (same as `authorizedAt` for card transactions).
             * @example 2026-05-08T14:30:00Z
             */
            readonly createdAt: string;
            /**
             * @description System ID of the customer (cardholder) this transaction belongs to.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /** @description The merchant descriptor, copied from merchant.descriptor. */
            description?: string;
            /**
             * @description Card transactions debit the customer's account.
             * @example DEBIT
             */
            direction: components["schemas"]["TransactionDirection"];
            /**
             * @description System-generated unique card transaction identifier
             * @example CardTransaction:019542f5-b3e7-1d02-0000-000000000100
             */
            readonly id: string;
            /**
             * @description Opaque identifier for the transaction on the underlying issuer. Used to cross-reference Grid records against issuer dashboards and webhooks.
             * @example lithic_txn_b81c2a4f
             */
            readonly issuerTransactionToken?: string;
            /**
             * Format: date-time
             * @description Timestamp of the most recent reconcile event (pull / clearing / refund) against this transaction.
             * @example 2026-05-08T15:42:11Z
             */
            lastEventAt?: string;
            merchant: components["schemas"]["CardMerchant"];
            /** @description On a merchant return (and its reversal), the purchase it concerns; absent on purchases and standalone credits. */
            originalTransactionId?: string;
            /**
             * @description Platform-specific ID of the customer (cardholder) this transaction belongs to.
             * @example 18d3e5f7b4a9c2
             */
            platformCustomerId: string;
            pullSummary?: components["schemas"]["CardPullSummary"];
            refundedAmount?: components["schemas"]["CurrencyAmount"];
            refundSummary?: components["schemas"]["CardRefundSummary"];
            settledAmount?: components["schemas"]["CurrencyAmount"];
            settlementSummary?: components["schemas"]["CardSettlementSummary"];
            status: components["schemas"]["CardTransactionStatus"];
            /**
             * @description Discriminator identifying this transaction as a card transaction in the `Transaction` list. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CARD";
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2026-05-08T15:42:11Z
             */
            readonly updatedAt: string;
        };
        /**
         * @description Lifecycle status of a card transaction.
         *
         *     | Status | Description |
         *     |--------|-------------|
         *     | `AUTHORIZED` | The auth has been approved and a hold placed on the funding source; no clearing has arrived yet. |
         *     | `PARTIALLY_SETTLED` | At least one clearing has arrived and posted, but more clearings are still expected (split shipments, tips, multi-leg trips). |
         *     | `SETTLED` | All clearings for the auth have posted and the transaction is closed against the funding source. |
         *     | `REFUNDED` | A `RETURN` was received from the merchant; the net settled amount has been refunded in part or whole. |
         *     | `EXCEPTION` | The transaction settled to the card network but the corresponding pull from the funding source failed (e.g. balance no longer covers the post-hoc clearing). Surfaces high-urgency alerts and is the dashboard query for stuck reconciliations. |
         * @enum {string}
         */
        CardTransactionStatus: "AUTHORIZED" | "PARTIALLY_SETTLED" | "SETTLED" | "REFUNDED" | "EXCEPTION" | "DECLINED";
        CardTransactionWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["CardTransaction"];
            /** @enum {string} */
            type?: "CARD_TRANSACTION.AUTHORIZED" | "CARD_TRANSACTION.PARTIALLY_SETTLED" | "CARD_TRANSACTION.SETTLED" | "CARD_TRANSACTION.REFUNDED" | "CARD_TRANSACTION.EXCEPTION";
        };
        /** @description Update request for `PATCH /cards/{id}`. At least one of `state`, `fundingSources`, or `maxSpendPerTransaction` must be supplied. `state` transitions are limited to `ACTIVE ⇄ FROZEN` and `ACTIVE | FROZEN → CLOSED`; any other transition returns `409 INVALID_STATE_TRANSITION`. `CLOSED` is terminal and irreversible and cannot be combined with `fundingSources` or `maxSpendPerTransaction`. `fundingSources`, when supplied, fully replaces the card's bound funding sources — the array order determines the priority Authorization Decisioning tries them in. */
        CardUpdateRequest: {
            /**
             * @description New ordered list of internal account ids to bind as funding sources. Fully replaces the previous binding. Each id must belong to the cardholder and be denominated in the card's currency. The list must contain at least one source — to stop a card from spending without removing all sources, transition it to `FROZEN` instead. Cannot be supplied alongside `state: CLOSED`.
             * @example [
             *       "InternalAccount:019542f5-b3e7-1d02-0000-000000000002",
             *       "InternalAccount:019542f5-b3e7-1d02-0000-000000000003"
             *     ]
             */
            fundingSources?: string[];
            /**
             * @description Replacement per-transaction spending limit for the card, in the smallest unit of its currency. Omit this field to leave the current limit unchanged, supply null to clear it, or supply a positive integer to set it. Supported only for card programs whose authorization decisions are made by Grid. Cannot be supplied alongside `state: CLOSED`.
             * @example 10000
             */
            maxSpendPerTransaction?: number | null;
            /**
             * @description Target state for the card. Permitted transitions are `ACTIVE ⇄ FROZEN` and `ACTIVE | FROZEN → CLOSED`. `CLOSED` is terminal and irreversible; once closed, the card stays in the system for audit and reconciliation but cannot transact again.
             * @example FROZEN
             * @enum {string}
             */
            state?: "ACTIVE" | "FROZEN" | "CLOSED";
        };
        CnyAccountInfo: components["schemas"]["CnyAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: accountNumber, bankName. Business-to-business only, so the beneficiary must be a business.
         *     - MOBILE_MONEY: bankName, phoneNumber. Pays an AliPay or WeChat Pay wallet; bankName selects the wallet.
         * @example {
         *       "accountType": "CNY_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankName": "Example Bank",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        CnyAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "CNY_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        CnyBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** CNY Account */
        CnyExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CnyAccountInfoBase"] & {
            beneficiary: components["schemas"]["CnyBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        /** CNY Account */
        CnyExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CnyAccountInfo"] & {
            beneficiary: components["schemas"]["CnyBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        ConfirmReceiptDeliveryRequest: {
            /**
             * Format: date-time
             * @description The time at which the platform delivered the transaction receipt to their customer. If omitted, the current server time is used.
             * @example 2025-08-15T14:31:00Z
             */
            receiptDeliveryConfirmedAt?: string;
        };
        /**
         * @description Email and/or phone verification state for the customer. This object is **only present when the customer's regulatory jurisdiction requires contact verification** (e.g. EU customers). For customers who have no such requirement, this object is omitted entirely — no action is needed.
         *
         *     Each channel is reported independently: only the channels the customer's provider actually requires are present. A provider may require both email and phone, just one of them, or — when the object is absent — neither. Every channel that **is** present must reach `VERIFIED` before the customer can begin KYC. Drive each present channel with `POST /customers/{customerId}/verify-email` and/or `POST /customers/{customerId}/verify-phone` (and their `/confirm` sub-routes).
         */
        ContactVerification: {
            /** @description Verification status of the customer's email address. Present only when the provider requires email verification. */
            email?: components["schemas"]["ContactVerificationStatus"];
            /** @description Verification status of the customer's phone number. Present only when the provider requires phone verification. */
            phone?: components["schemas"]["ContactVerificationStatus"];
        };
        /** @description Request body for confirming an email or phone verification challenge. */
        ContactVerificationConfirmRequest: {
            /**
             * @description The one-time verification code the customer received via email or SMS. In sandbox, the code is always `123456`.
             * @example 123456
             */
            code: string;
        };
        /**
         * @description Status of an individual contact-verification channel (email or phone). `PENDING` means verification is required but not yet completed; `VERIFIED` means the channel has been confirmed.
         * @example VERIFIED
         * @enum {string}
         */
        ContactVerificationStatus: "PENDING" | "VERIFIED";
        CopAccountInfo: components["schemas"]["CopAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: accountNumber, bankAccountType, bankName
         *     - MOBILE_MONEY: bankName, phoneNumber
         * @example {
         *       "accountType": "COP_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankAccountType": "CHECKING",
         *       "bankName": "Example Bank",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        CopAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "COP_ACCOUNT";
            /**
             * @description The bank account type
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        CopBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The identity document number */
            documentNumber?: string;
            /**
             * @description Identity document type (Colombia)
             * @enum {string}
             */
            documentType?: "CC" | "CE" | "TI" | "NIT" | "PP";
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** COP Account */
        CopExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CopAccountInfoBase"] & {
            beneficiary: components["schemas"]["CopBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        /** COP Account */
        CopExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CopAccountInfo"] & {
            beneficiary: components["schemas"]["CopBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        CounterpartyFieldDefinition: {
            /**
             * @description Whether the field is mandatory
             * @example true
             */
            mandatory: boolean;
            name: components["schemas"]["CustomerInfoFieldName"];
        };
        /**
         * @description Additional information about the counterparty, if available and relevant to the transaction and platform.
         * @example {
         *       "FULL_NAME": "John Sender",
         *       "BIRTH_DATE": "1985-06-15",
         *       "NATIONALITY": "DE"
         *     }
         */
        CounterpartyInformation: {
            [key: string]: unknown;
        };
        /**
         * @description The blockchain network an on-chain transaction settled on. Whether this is the mainnet or a test network (e.g. Solana devnet) is determined by your platform's environment — sandbox platforms operate on test networks, production platforms on mainnet — mirroring how `cryptoNetwork` is interpreted elsewhere in the API.
         * @example SOLANA
         * @enum {string}
         */
        CryptoNetwork: "BITCOIN" | "ETHEREUM" | "SOLANA" | "BASE" | "POLYGON" | "TRON" | "PLASMA" | "SPARK";
        Currency: {
            /**
             * @description Three-letter currency code (ISO 4217) for fiat currencies. Some cryptocurrencies may use their own ticker symbols (e.g. "BTC" for Bitcoin, "USDC" for USDC, etc.)
             * @example USD
             */
            code?: string;
            /**
             * @description Number of decimal places for the currency
             * @example 2
             */
            decimals?: number;
            /**
             * @description Full name of the currency
             * @example United States Dollar
             */
            name?: string;
            /**
             * @description Symbol of the currency
             * @example $
             */
            symbol?: string;
        };
        CurrencyAmount: {
            /**
             * Format: int64
             * @description Amount in the smallest unit of the currency (e.g., cents for USD/EUR, satoshis for BTC)
             * @example 12550
             */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        CurrencyPreference: {
            currency: components["schemas"]["Currency"];
            /**
             * @description An estimated exchange rate from the sender's currency to this currency. This is not a locked rate and is subject to change when calling the quotes endpoint.
             * @example 1.08
             */
            estimatedExchangeRate: number;
            /**
             * Format: int64
             * @description The maximum amount that can be received in this currency.
             * @example 1000000
             */
            max: number;
            /**
             * Format: int64
             * @description The minimum amount that can be received in this currency.
             * @example 1
             */
            min: number;
        };
        Customer: {
            /** @description Email and phone verification state. **Only present when the customer's payment provider requires it** (e.g. EU customers); omitted otherwise. */
            readonly contactVerification?: components["schemas"]["ContactVerification"];
            /**
             * Format: date-time
             * @description Creation timestamp
             * @example 2025-07-21T17:32:28Z
             */
            readonly createdAt?: string;
            /**
             * @description List of currency codes enabled for this customer.
             * @example [
             *       "USD",
             *       "USDC"
             *     ]
             */
            currencies?: string[];
            customerType: components["schemas"]["CustomerType"];
            /**
             * Format: email
             * @description Email address for the customer.
             * @example john.doe@example.com
             */
            email?: string;
            /** @description The customer's recorded acceptance of the End User Terms. Omitted until acceptance has been recorded. */
            readonly endUserTermsConsent?: components["schemas"]["EndUserTermsConsent"];
            /**
             * @description System-generated unique identifier
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            readonly id?: string;
            /**
             * @description Whether the customer is marked as deleted
             * @example false
             */
            readonly isDeleted?: boolean;
            /**
             * @description Phone number for the customer in strict E.164 format.
             * @example +14155551234
             */
            phoneNumber?: string;
            /**
             * @description Platform-specific customer identifier
             * @example 9f84e0c2a72c4fa
             */
            platformCustomerId: string;
            /**
             * @description Country code (ISO 3166-1 alpha-2) representing the customer's regional identity and regulatory jurisdiction.
             * @example US
             */
            region?: string;
            /**
             * @description Full UMA address (always present in responses, even if system-generated). This is an optional identifier to route payments to the customer.
             * @example $john.doe@uma.domain.com
             */
            umaAddress: string;
            /**
             * Format: date-time
             * @description Last update timestamp
             * @example 2025-07-21T17:32:28Z
             */
            readonly updatedAt?: string;
        };
        CustomerCreateRequest: {
            /**
             * @description Currency codes the customer will use — ISO 4217 for fiat, tickers for crypto (e.g. "USDC"). Optional — send them if your platform supports more than one currency, so we know which ones this customer needs. Some combinations require separate customers.
             * @example [
             *       "USD",
             *       "USDC"
             *     ]
             */
            currencies?: string[];
            customerType: components["schemas"]["CustomerType"];
            /**
             * Format: email
             * @description Email address for the customer. **Required in regions that verify the email address before identity verification** (e.g. the EU); optional otherwise.
             * @example john.doe@example.com
             */
            email?: string;
            /** @description Evidence that the customer accepted the Grid End User Terms. Unregulated platforms must provide this before initiating customer-scoped transactions; those transactions fail until consent is recorded. This can be supplied during customer creation or in a later customer update. */
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            /**
             * @description Phone number for the customer in strict E.164 format. **Required in regions that verify the phone number before identity verification** (e.g. the EU); optional otherwise.
             * @example +14155551234
             */
            phoneNumber?: string;
            /**
             * @description Platform-specific customer identifier. If not provided, one will be generated by the system.
             * @example 9f84e0c2a72c4fa
             */
            platformCustomerId?: string;
            /**
             * @description Country code (ISO 3166-1 alpha-2) for the customer's region. Optional — send it only when the same currency is offered in more than one of your regions, to pick the one that applies to this customer.
             * @example US
             */
            region?: string;
            /**
             * @description Optional UMA address identifier. If not provided during customer creation, one will be generated by the system. If provided during customer update, the UMA address will be updated to the provided value. This is an optional identifier to route payments to the customer. This is an optional identifier to route payments to the customer.
             * @example $john.doe@uma.domain.com
             */
            umaAddress?: string;
        };
        CustomerCreateRequestOneOf: components["schemas"]["IndividualCustomerCreateRequest"] | components["schemas"]["BusinessCustomerCreateRequest"];
        /** @description Enhanced-due-diligence (EDD) fields available as optional patchable attributes on an individual customer. Referenced via `allOf` from `IndividualCustomerFields`, so these appear as top-level optional fields on the customer resource itself; there is no separate EDD resource. The specific set required for a given customer is driven by the KYC provider's per-jurisdiction / per-flow / per-volume-tier rules (surfaced through `MISSING_FIELD` errors on `POST /verifications`). */
        CustomerEdd: {
            annualIncomeRange?: components["schemas"]["AnnualIncomeRange"];
            expectedMonthlyTransactionCount?: components["schemas"]["ExpectedMonthlyTransactionCount"];
            expectedMonthlyTransactionVolume?: components["schemas"]["ExpectedMonthlyTransactionVolume"];
            netWorthRange?: components["schemas"]["NetWorthRange"];
            pepStatus?: components["schemas"]["PepStatus"];
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            /**
             * @description Free-form description of the customer's intended purpose for the Grid account. Required when `purposeOfAccount` is `OTHER`; otherwise omitted.
             * @example Household budgeting between spouses
             */
            purposeOfAccountOtherDescription?: string;
            /**
             * @description Structured source-of-funds categories (FLOW of funds for this account).
             * @example [
             *       "SALARY"
             *     ]
             */
            sourceOfFundsCategories?: components["schemas"]["IndividualSourceOfFundsCategory"][];
            /**
             * @description Free-form description of the customer's source of funds. Required when `sourceOfFundsCategories` includes `OTHER`; otherwise omitted.
             * @example Contest winnings
             */
            sourceOfFundsOtherDescription?: string;
            /**
             * @description Structured source-of-wealth categories (STOCK — origin of accumulated wealth).
             * @example [
             *       "SALARY",
             *       "INVESTMENTS"
             *     ]
             */
            sourceOfWealthCategories?: components["schemas"]["SourceOfWealthCategory"][];
            /**
             * @description Free-form description of the customer's source of wealth. Required when `sourceOfWealthCategories` includes `OTHER`; otherwise omitted.
             * @example Royalty income from published works
             */
            sourceOfWealthOtherDescription?: string;
        };
        /**
         * @description Name of a type of field containing info about a platform's customer or counterparty customer.
         * @example FULL_NAME
         * @enum {string}
         */
        CustomerInfoFieldName: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER";
        CustomerListResponse: {
            /** @description List of customers matching the filter criteria */
            data: components["schemas"]["CustomerOneOf"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of customers matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        CustomerOneOf: components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
        /**
         * @description Whether the customer is an individual or a business entity
         * @example INDIVIDUAL
         * @enum {string}
         */
        CustomerType: "INDIVIDUAL" | "BUSINESS";
        /**
         * Customer Update Request
         * @description Request body for `PATCH /customers/{customerId}`. When `email` changes for a customer with tied Embedded Wallet internal accounts, Grid updates the customer email and every tied `EMAIL_OTP` credential through the endpoint's signed-retry flow. When `phoneNumber` changes for a customer with tied Embedded Wallet internal accounts, Grid updates the customer phone number and every tied `SMS_OTP` credential through the same signed-retry flow. Update `email` and `phoneNumber` in separate PATCH calls.
         */
        CustomerUpdateRequest: {
            /**
             * @description Updated list of currency codes the customer will use (ISO 4217 for fiat, e.g. "USD", "EUR"; tickers for crypto, e.g. "BTC", "USDC"). Replaces the existing list. Some currency combinations may require separate customers — if so, the request will be rejected with details.
             * @example [
             *       "USD",
             *       "EUR",
             *       "USDC"
             *     ]
             */
            currencies?: string[];
            customerType: components["schemas"]["CustomerType"];
            /**
             * Format: email
             * @description Email address for the customer. For customers with tied Embedded Wallet internal accounts, changing this value also updates every tied `EMAIL_OTP` credential across all tied Embedded Wallets.
             * @example john.doe@example.com
             */
            email?: string;
            /** @description Evidence that the customer accepted the Grid End User Terms. Unregulated platforms must provide this before initiating customer-scoped transactions; those transactions fail until consent is recorded. */
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
            /**
             * @description Phone number for the customer in strict E.164 format. For customers with tied Embedded Wallet internal accounts, changing this value also updates every tied `SMS_OTP` credential across all tied Embedded Wallets. Send phone number and email updates as separate PATCH calls.
             * @example +14155551234
             */
            phoneNumber?: string;
            /**
             * @description Optional UMA address identifier. If provided, the customer's UMA address will be updated. This is an optional identifier to route payments to the customer.
             * @example $john.doe@uma.domain.com
             */
            umaAddress?: string;
        };
        CustomerUpdateRequestOneOf: components["schemas"]["IndividualCustomerUpdateRequest"] | components["schemas"]["BusinessCustomerUpdateRequest"];
        CustomerWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["CustomerOneOf"];
            /** @enum {string} */
            type?: "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "CUSTOMER.KYB_PENDING";
        };
        /**
         * @description Type of payment destination
         * @example ACCOUNT
         * @enum {string}
         */
        DestinationType: "ACCOUNT" | "UMA_ADDRESS";
        DiscoveryListResponse: {
            /** @description List of payment rails matching the filter criteria */
            data?: {
                /** @description Canonical name for this payment rail. Pass this value as `bankName` when creating an external account. */
                bankName: string;
                /** @description ISO 3166-1 alpha-2 country code. */
                country: string;
                /** @description ISO 4217 currency code. */
                currency: string;
                /** @description Human-friendly display name for this payment rail. */
                displayName: string;
            }[];
        };
        DkkAccountInfo: components["schemas"]["DkkAccountInfoBase"] & {
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
        };
        /**
         * @example {
         *       "accountType": "DKK_ACCOUNT",
         *       "iban": "DK5000400040116243",
         *       "swiftCode": "DABADKKK"
         *     }
         */
        DkkAccountInfoBase: {
            /** @enum {string} */
            accountType: "DKK_ACCOUNT";
            /**
             * @description Danish IBAN (18 characters, starting with DK)
             * @example DK5000400040116243
             */
            iban: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example DABADKKK
             */
            swiftCode?: string;
        };
        /** Individual Beneficiary */
        DkkBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** DKK Account */
        DkkExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["DkkAccountInfoBase"] & {
            beneficiary: components["schemas"]["DkkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        /** DKK Account */
        DkkExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["DkkAccountInfo"] & {
            beneficiary: components["schemas"]["DkkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        /**
         * @description Type of identity or business verification document. Document types are grouped by verification category:
         *     **Identity** — PASSPORT, DRIVERS_LICENSE, NATIONAL_ID
         *     **Business — Legal presence** — CERTIFICATE_OF_INCORPORATION, ARTICLES_OF_INCORPORATION, ARTICLES_OF_ASSOCIATION, STATE_REGISTRY_EXCERPT
         *     **Business — Control structure** — DIRECTOR_REGISTRY, TRUST_AGREEMENT, STATE_COMPANY_REGISTRY, PARTNERSHIP_CONTROL_AGREEMENT
         *     **Business — Ownership structure** — SHAREHOLDER_REGISTER, TRUST_AGREEMENT, PARTNERSHIP_AGREEMENT
         *     **Proof of address** — UTILITY_BILL, RENT_OR_LEASE_AGREEMENT, ELECTRICITY_BILL, BANK_STATEMENT, TAX_RETURN
         * @example PASSPORT
         * @enum {string}
         */
        DocumentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
        EgpAccountInfo: components["schemas"]["EgpAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: bankName, iban
         *     - MOBILE_MONEY: bankName, phoneNumber
         * @example {
         *       "accountType": "EGP_ACCOUNT",
         *       "iban": "EG380019000500000000263180002",
         *       "bankName": "Example Bank",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        EgpAccountInfoBase: {
            /** @enum {string} */
            accountType: "EGP_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description Egyptian IBAN (29 characters, starting with EG)
             * @example EG380019000500000000263180002
             */
            iban?: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        EgpBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** EGP Account */
        EgpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EgpAccountInfoBase"] & {
            beneficiary: components["schemas"]["EgpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        /** EGP Account */
        EgpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EgpAccountInfo"] & {
            beneficiary: components["schemas"]["EgpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        /** Email OTP Credential Create Request */
        EmailOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["EmailOtpCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        EmailOtpCredentialCreateRequestFields: {
            /**
             * @description Discriminator value identifying this as an email OTP credential.
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        /** Email OTP Credential Verify Request */
        EmailOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["EmailOtpCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        /** @description Verify an email-OTP credential via the secure two-leg flow. The client HPKE-encrypts the OTP code (together with its public key) under the `otpEncryptionTargetBundle` returned from registration when present, or from `POST /auth/credentials/{id}/challenge` when registration omitted it or the OTP must be reissued, submits the result here, and receives `202` with a `payloadToSign` carrying a `verificationToken` bound to the client's public key. The client signs that token with the matching private key and retries this request with `Service-Wallet-Signature` + `Request-Id` headers to obtain the session. Plaintext OTP codes are never sent over the wire. */
        EmailOtpCredentialVerifyRequestFields: {
            /**
             * @description HPKE-sealed OTP attempt — the OTP code never reaches Grid in plaintext. The client generates a fresh ephemeral P-256 key pair (the session signing key pair it keeps once login completes), HPKE-encrypts `{otp_code, public_key}` (the code the user entered plus that key pair's public key) to the key in `otpEncryptionTargetBundle`, and submits the encrypted result here. The value is the `{encappedPublic, ciphertext}` JSON an HPKE library produces; the Global Accounts client-keys guide has a worked example.
             *
             *     On success the response is `202` with a `payloadToSign` carrying a `verificationToken` bound to the public key sealed in this bundle. Sign that token with the matching private key, then retry this request with the full stamp in `Service-Wallet-Signature` and the `requestId` in `Request-Id` to complete the flow and receive the session. The client keeps that private key as the session signing key, and its public key becomes the session API key.
             * @example {"encappedPublic":"044f631a2d890bc6668d997ee184e190650d06adf970987568ec641214a00403b73effe1ef406c60a5cde8508a4484567ddb8056fbd493bee614cd727aef02a838","ciphertext":"1fa1023390a56539aa48cbb380aa28f544ed5cc04861566bb806e25ba026f14660eaf4140a05b388dd012eaa899759a6a92576cdca8c1b7d12e147bd96cc26ed9f74886794155d8ac5cf0fdc"}
             */
            encryptedOtpBundle: string;
            /**
             * @description Discriminator value identifying this as an email OTP verification.
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        /**
         * @description Per-platform embedded-wallet configuration. Controls branding and OTP
         *     behavior for the email sent when a customer authenticates with an
         *     EMAIL_OTP credential. Fields omitted from a request are left unchanged.
         */
        EmbeddedWalletConfig: {
            /**
             * @description If true, OTP includes letters in addition to digits. Defaults to
             *     numeric-only when not set.
             * @example false
             */
            alphanumeric?: boolean;
            /**
             * @description App name displayed in the default OTP email template.
             * @example Acme Wallet
             */
            appName?: string;
            /**
             * @description OTP validity window in seconds. Defaults to 300 when not set.
             * @example 300
             */
            expirationSeconds?: number;
            /**
             * Format: uri
             * @description URL to a PNG logo for the OTP email. Resized to 340x124px.
             * @example https://acme.com/logo.png
             */
            logoUrl?: string;
            /**
             * @description Number of digits / characters in the OTP code. Defaults to 6 when
             *     not set.
             * @example 6
             */
            otpLength?: number;
            /**
             * Format: email
             * @description Custom reply-to email address for OTP emails.
             * @example support@acme.com
             */
            replyToEmailAddress?: string;
            /**
             * Format: email
             * @description Custom sender email address for OTP emails.
             * @example noreply@acme.com
             */
            sendFromEmailAddress?: string;
            /**
             * @description Custom sender display name. Defaults to "Notifications" when not set.
             * @example Acme Notifications
             */
            sendFromEmailSenderName?: string;
        };
        /**
         * @description Method the customer used to affirmatively accept the End User Terms.
         * @example CHECKBOX
         * @enum {string}
         */
        EndUserTermsAcceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
        EndUserTermsConsent: components["schemas"]["EndUserTermsConsentRequest"];
        EndUserTermsConsentRequest: {
            acceptanceMethod: components["schemas"]["EndUserTermsAcceptanceMethod"];
            /**
             * Format: date-time
             * @description Date and time when the customer accepted the End User Terms.
             */
            acceptedAt: string;
            /**
             * @description IP address of the device the customer used when accepting the terms.
             * @example 198.51.100.24
             */
            ipAddress: string;
            /**
             * @description Version identifier of the accepted Grid End User Terms.
             * @example V1
             */
            termsVersion: string;
        };
        /**
         * @description Legal entity type of the business
         * @example LLC
         * @enum {string}
         */
        EntityType: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLC" | "CORPORATION" | "S_CORPORATION" | "NON_PROFIT" | "PUBLICLY_LISTED_COMPANY" | "TRUST" | "PRIVATE_FOUNDATION" | "CHARITY" | "OTHER";
        Error400: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | INVALID_INPUT | Invalid input provided |
             *     | END_USER_TERMS_VERSION_NOT_FOUND | The submitted End User Terms version is not supported |
             *     | MISSING_MANDATORY_USER_INFO | Required customer information is missing |
             *     | INVITATION_ALREADY_CLAIMED | Invitation has already been claimed |
             *     | INVITATIONS_NOT_CONFIGURED | Invitations are not configured |
             *     | INVALID_UMA_ADDRESS | UMA address format is invalid |
             *     | INVITATION_CANCELLED | Invitation has been cancelled |
             *     | QUOTE_REQUEST_FAILED | An issue occurred during the quote process; this is retryable |
             *     | INVALID_PAYREQ_RESPONSE | Counterparty Payreq response was invalid |
             *     | INVALID_RECEIVER | Receiver is invalid |
             *     | PARSE_PAYREQ_RESPONSE_ERROR | Error parsing receiver PayReq response |
             *     | CERT_CHAIN_INVALID | Counterparty certificate chain is invalid |
             *     | CERT_CHAIN_EXPIRED | Counterparty certificate chain has expired |
             *     | INVALID_PUBKEY_FORMAT | Counterparty Public key format is invalid |
             *     | MISSING_REQUIRED_UMA_PARAMETERS | Counterparty required UMA parameters are missing |
             *     | SENDER_NOT_ACCEPTED | Sender is not accepted |
             *     | AMOUNT_OUT_OF_RANGE | Amount is out of range |
             *     | INVALID_CURRENCY | Currency is invalid |
             *     | INVALID_TIMESTAMP | Timestamp is invalid |
             *     | INVALID_NONCE | Nonce is invalid |
             *     | INVALID_REQUEST_FORMAT | Request format is invalid |
             *     | INVALID_BANK_ACCOUNT | Bank account is invalid |
             *     | SELF_PAYMENT | Self payment not allowed |
             *     | LOOKUP_REQUEST_FAILED | Lookup request failed |
             *     | PARSE_LNURLP_RESPONSE_ERROR | Error parsing LNURLP response |
             *     | INVALID_AMOUNT | Amount is invalid |
             *     | WEBHOOK_ENDPOINT_NOT_SET | Webhook endpoint is not set |
             *     | WEBHOOK_DELIVERY_ERROR | Webhook delivery error |
             *     | LOW_QUALITY | Document quality too low to process |
             *     | DATA_MISMATCH | Document details don't match provided information |
             *     | EXPIRED | Document has expired |
             *     | SUSPECTED_FRAUD | Document suspected of being forged or edited |
             *     | UNSUITABLE_DOCUMENT | Document type is not accepted or not supported |
             *     | INCOMPLETE | Document is missing pages or sides |
             *     | EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS | An EMAIL_OTP credential is already registered on the target internal account; only one email OTP credential is supported per internal account at this time |
             *     | SMS_OTP_CREDENTIAL_ALREADY_EXISTS | An SMS_OTP credential is already registered on the target internal account; only one SMS OTP credential is supported per internal account at this time |
             *     | PASSKEY_CREDENTIAL_ALREADY_EXISTS | A PASSKEY credential with the same WebAuthn credentialId is already registered on the target internal account |
             *     | STABLECOIN_PROVIDER_ACCOUNT_INVALID | The stablecoin provider account link is not usable |
             *     | STABLECOIN_PROVIDER_ACCOUNT_REVOKED | The stablecoin provider account link has been revoked |
             *     | STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED | Multiple active provider account links exist; pass `stablecoinProviderAccountId` to select one |
             *     | CARDHOLDER_KYC_NOT_APPROVED | The cardholder's KYC status is not `APPROVED`, so a card cannot be issued |
             *     | TRANSACTION_SIZE_LIMIT_EXCEEDED | The requested amount exceeds the configured maximum single-transaction amount for this trade corridor or withdrawal currency |
             *     | EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED | The destination account's ownership must be verified before this transfer can proceed |
             * @enum {string}
             */
            code: "INVALID_INPUT" | "END_USER_TERMS_VERSION_NOT_FOUND" | "MISSING_MANDATORY_USER_INFO" | "INVITATION_ALREADY_CLAIMED" | "INVITATIONS_NOT_CONFIGURED" | "INVALID_UMA_ADDRESS" | "INVITATION_CANCELLED" | "QUOTE_REQUEST_FAILED" | "INVALID_PAYREQ_RESPONSE" | "INVALID_RECEIVER" | "PARSE_PAYREQ_RESPONSE_ERROR" | "CERT_CHAIN_INVALID" | "CERT_CHAIN_EXPIRED" | "INVALID_PUBKEY_FORMAT" | "MISSING_REQUIRED_UMA_PARAMETERS" | "SENDER_NOT_ACCEPTED" | "AMOUNT_OUT_OF_RANGE" | "INVALID_CURRENCY" | "INVALID_TIMESTAMP" | "INVALID_NONCE" | "INVALID_REQUEST_FORMAT" | "INVALID_BANK_ACCOUNT" | "SELF_PAYMENT" | "LOOKUP_REQUEST_FAILED" | "PARSE_LNURLP_RESPONSE_ERROR" | "INVALID_AMOUNT" | "WEBHOOK_ENDPOINT_NOT_SET" | "WEBHOOK_DELIVERY_ERROR" | "LOW_QUALITY" | "DATA_MISMATCH" | "EXPIRED" | "SUSPECTED_FRAUD" | "UNSUITABLE_DOCUMENT" | "INCOMPLETE" | "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS" | "SMS_OTP_CREDENTIAL_ALREADY_EXISTS" | "PASSKEY_CREDENTIAL_ALREADY_EXISTS" | "STABLECOIN_PROVIDER_ACCOUNT_INVALID" | "STABLECOIN_PROVIDER_ACCOUNT_REVOKED" | "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED" | "CARDHOLDER_KYC_NOT_APPROVED" | "TRANSACTION_SIZE_LIMIT_EXCEEDED" | "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED" | "FUNDING_SOURCE_INELIGIBLE";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error401: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | UNAUTHORIZED | Issue with API credentials |
             *     | INVALID_SIGNATURE | Signature header is invalid |
             *     | WALLET_SIGNATURE_MISSING | The `Service-Wallet-Signature` header is required for this Embedded Wallet action but was not supplied |
             *     | WALLET_SIGNATURE_MALFORMED | The `Service-Wallet-Signature` header could not be parsed (bad encoding, structure, or fields) |
             *     | WALLET_SIGNATURE_BODY_MISMATCH | The `Service-Wallet-Signature` was computed over a different request body than the one received |
             *     | WALLET_SIGNATURE_INVALID | The `Service-Wallet-Signature` failed cryptographic verification against the registered credential |
             *     | REQUEST_ID_MISSING | The `Request-Id` header is required on the signed retry but was not supplied (paired with `Service-Wallet-Signature`) |
             * @enum {string}
             */
            code: "UNAUTHORIZED" | "INVALID_SIGNATURE" | "WALLET_SIGNATURE_MISSING" | "WALLET_SIGNATURE_MALFORMED" | "WALLET_SIGNATURE_BODY_MISMATCH" | "WALLET_SIGNATURE_INVALID" | "REQUEST_ID_MISSING";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error403: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | FORBIDDEN | Insufficient permissions |
             *     | USER_NOT_READY | Customer exists but is not ready for operation |
             *     | COUNTERPARTY_NOT_ALLOWED | Counterparty has not been enabled for your account |
             *     | VELOCITY_LIMIT_EXCEEDED | Counterparty has exceeded velocity limits |
             *     | END_USER_TERMS_NOT_ACCEPTED | Customer has not accepted the End User Terms |
             * @enum {string}
             */
            code: "FORBIDDEN" | "USER_NOT_READY" | "COUNTERPARTY_NOT_ALLOWED" | "VELOCITY_LIMIT_EXCEEDED" | "END_USER_TERMS_NOT_ACCEPTED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error404: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | TRANSACTION_NOT_FOUND | Transaction not found |
             *     | INVITATION_NOT_FOUND | Invitation not found |
             *     | USER_NOT_FOUND | Customer not found |
             *     | QUOTE_NOT_FOUND | Quote not found |
             *     | LOOKUP_REQUEST_NOT_FOUND | Lookup request not found |
             *     | TOKEN_NOT_FOUND | Token not found |
             *     | BULK_UPLOAD_JOB_NOT_FOUND | Bulk upload job not found |
             *     | REFERENCE_NOT_FOUND | Reference not found |
             *     | UMA_NOT_FOUND | The UMA address is well-formed but no receiver exists at the counterparty VASP |
             *     | STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND | Stablecoin provider account link not found |
             * @enum {string}
             */
            code: "TRANSACTION_NOT_FOUND" | "INVITATION_NOT_FOUND" | "USER_NOT_FOUND" | "QUOTE_NOT_FOUND" | "LOOKUP_REQUEST_NOT_FOUND" | "TOKEN_NOT_FOUND" | "BULK_UPLOAD_JOB_NOT_FOUND" | "REFERENCE_NOT_FOUND" | "UMA_NOT_FOUND" | "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND" | "NOT_FOUND";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error405: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | METHOD_NOT_ALLOWED | The HTTP method is not supported for this endpoint |
             * @enum {string}
             */
            code: "METHOD_NOT_ALLOWED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error409: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL | Transaction is not pending platform approval |
             *     | TRANSACTION_NOT_CANCELLABLE | Transaction has already settled or is otherwise past the point where it can be cancelled |
             *     | UMA_ADDRESS_EXISTS | UMA address already exists |
             *     | EMAIL_OTP_EMAIL_ALREADY_EXISTS | Email address is already associated with an EMAIL_OTP credential |
             *     | EMAIL_OTP_CREDENTIAL_SET_CHANGED | Tied EMAIL_OTP credential set changed after the signed-retry challenge was issued |
             *     | PASSKEY_ALREADY_ENROLLED | The customer already has an enrolled passkey factor; only one passkey per customer is supported. Delete the existing one before enrolling another |
             *     | SCA_SESSION_REQUIRED | The customer's Strong Customer Authentication login session is missing or expired. Re-authenticate the customer, then retry the request. Distinct from a `401`, which means the platform's own API credentials were rejected |
             *     | BENEFICIARY_TRUSTED | The external account is currently a trusted beneficiary, so it cannot be deleted. Untrust it first via `POST /customers/external-accounts/{externalAccountId}/untrust` (and its `/confirm`), then delete |
             *     | INVALID_STATE_TRANSITION | The requested card `state` transition is not one of `ACTIVE ⇄ FROZEN` or `ACTIVE \| FROZEN → CLOSED` |
             *     | CARD_ALREADY_CLOSED | `state: CLOSED` was requested for a card that is already `CLOSED` |
             *     | CARD_NOT_MUTABLE | The card is `CLOSED`, so it can no longer be mutated |
             *     | CONFLICT | Generic resource-state conflict. Returned, for example, when `platformCustomerId` on a customer create call collides with an existing active customer on the same platform |
             * @enum {string}
             */
            code: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL" | "TRANSACTION_NOT_CANCELLABLE" | "UMA_ADDRESS_EXISTS" | "EMAIL_OTP_EMAIL_ALREADY_EXISTS" | "EMAIL_OTP_CREDENTIAL_SET_CHANGED" | "PASSKEY_ALREADY_ENROLLED" | "SCA_SESSION_REQUIRED" | "BENEFICIARY_TRUSTED" | "INVALID_STATE_TRANSITION" | "CARD_ALREADY_CLOSED" | "CARD_NOT_MUTABLE" | "CONFLICT" | "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error410: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | CUSTOMER_DELETED | Customer has been permanently deleted |
             * @enum {string}
             */
            code: "CUSTOMER_DELETED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error412: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | UNSUPPORTED_UMA_VERSION | Counterparty doesn't support the Grid UMA version |
             * @enum {string}
             */
            code: "UNSUPPORTED_UMA_VERSION";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error423: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | ACCOUNT_LOCKED | The customer's login is temporarily locked (or suspended) after too many failed attempts. Inspect `details.lockedUntil` for when the customer may retry, and `details.failedAttempts` for the current count. |
             * @enum {string}
             */
            code: "ACCOUNT_LOCKED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error424: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | PAYREQ_REQUEST_FAILED | Payment request failed |
             *     | COUNTERPARTY_PUBKEY_FETCH_ERROR | Error fetching counterparty public key |
             *     | NO_COMPATIBLE_UMA_VERSION | No compatible UMA version |
             *     | LNURLP_REQUEST_FAILED | LNURLP request failed |
             *     | EMAIL_OTP_CREDENTIAL_SYNC_FAILED | Failed to update one or more tied EMAIL_OTP credentials |
             * @enum {string}
             */
            code: "PAYREQ_REQUEST_FAILED" | "COUNTERPARTY_PUBKEY_FETCH_ERROR" | "NO_COMPATIBLE_UMA_VERSION" | "LNURLP_REQUEST_FAILED" | "EMAIL_OTP_CREDENTIAL_SYNC_FAILED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error429: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | RATE_LIMITED | Too many requests in a short window; retry after the interval indicated by the `Retry-After` response header |
             *     | DAILY_VOLUME_LIMIT_EXCEEDED | The requested amount would exceed the configured daily volume limit for this trade corridor or withdrawal currency |
             * @enum {string}
             */
            code: "RATE_LIMITED" | "DAILY_VOLUME_LIMIT_EXCEEDED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error500: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | SERVICE_SWITCH_ERROR | Grid switch error |
             *     | INTERNAL_ERROR | Internal server or UMA error |
             * @enum {string}
             */
            code: "SERVICE_SWITCH_ERROR" | "INTERNAL_ERROR";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error501: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY | Unrecognized mandatory payee data key |
             *     | NOT_IMPLEMENTED | Feature not implemented |
             * @enum {string}
             */
            code: "UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY" | "NOT_IMPLEMENTED";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        Error503: {
            /**
             * @description | Error Code | Description |
             *     |------------|-------------|
             *     | SERVICE_UNAVAILABLE | Downstream service is temporarily unavailable |
             * @enum {string}
             */
            code: "SERVICE_UNAVAILABLE";
            /** @description Validation failures carry `errors: [{ field, constraint?, message? }]`. */
            details?: {
                [key: string]: unknown;
            };
            /** @description What went wrong, for people. */
            reason: string;
        };
        EstimateCryptoWithdrawalFeeRequest: {
            /**
             * @description The amount to withdraw in the smallest unit of the currency.
             * @example 1000000
             */
            amount: number;
            /**
             * @description The blockchain network for the withdrawal. Example values: SOLANA, ETHEREUM, BASE, POLYGON, SPARK, LIGHTNING, BITCOIN.
             * @example SOLANA
             */
            cryptoNetwork: string;
            /**
             * @description The currency code of the asset to withdraw (e.g. USDC).
             * @example USDC
             */
            currency: string;
            /**
             * @description The blockchain address to withdraw funds to.
             * @example 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU
             */
            destinationAddress: string;
            /**
             * @description The ID of the crypto internal account to withdraw from.
             * @example InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            internalAccountId: string;
        };
        EstimateCryptoWithdrawalFeeResponse: {
            /**
             * @description The application fee charged by the platform in the smallest unit of the withdrawal currency. Zero if no application fee applies.
             * @example 0
             */
            applicationFee: number;
            /**
             * @description The net amount the recipient will receive after fees, in the smallest unit of the withdrawal currency.
             * @example 995000
             */
            netAmount: number;
            /**
             * @description The estimated network (gas) fee in the smallest unit of the network fee asset (e.g. lamports for SOL). This is provided for informational purposes to show the raw on-chain cost. Note that this value is denominated in networkFeeAsset, not in the withdrawal currency — it cannot be directly added to applicationFee or compared to totalFee.
             * @example 5000
             */
            networkFee: number;
            /**
             * @description The asset used to pay the network fee (e.g. SOL for Solana transactions).
             * @example SOL
             */
            networkFeeAsset: string;
            /**
             * @description The total cost of the withdrawal in the smallest unit of the withdrawal currency. This equals the network fee converted to the withdrawal currency at current rates plus the application fee. This is the amount deducted from the withdrawal in addition to netAmount.
             * @example 5000
             */
            totalFee: number;
        };
        /** Ethereum L1 Wallet */
        EthereumWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EthereumWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ETHEREUM_WALLET";
        };
        EthereumWalletInfo: {
            /** @enum {string} */
            accountType: "ETHEREUM_WALLET";
            /**
             * @description Ethereum L1 wallet address
             * @example 0xAbCDEF1234567890aBCdEf1234567890ABcDef12
             */
            address: string;
        };
        EurAccountInfo: components["schemas"]["EurAccountInfoBase"] & {
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
        };
        /**
         * @example {
         *       "accountType": "EUR_ACCOUNT",
         *       "iban": "DE89370400440532013000",
         *       "swiftCode": "DEUTDEFF"
         *     }
         */
        EurAccountInfoBase: {
            /** @enum {string} */
            accountType: "EUR_ACCOUNT";
            /**
             * @description The IBAN of the bank account
             * @example DE89370400440532013000
             */
            iban: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example DEUTDEFF
             */
            swiftCode?: string;
        };
        /** Individual Beneficiary */
        EurBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** EUR Account */
        EurExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EurAccountInfoBase"] & {
            beneficiary: components["schemas"]["EurBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        /** EUR Account */
        EurExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EurAccountInfo"] & {
            beneficiary: components["schemas"]["EurBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        /** @description Exchange rate information for a currency corridor */
        ExchangeRate: {
            destinationCurrency: components["schemas"]["Currency"];
            destinationPaymentRail: components["schemas"]["PaymentRail"] & unknown;
            /**
             * @description Number of sending currency units per receiving currency unit.
             * @example 0.012121
             */
            exchangeRate: number;
            fees: components["schemas"]["ExchangeRateFees"];
            /**
             * Format: int64
             * @description The maximum supported sending amount in the smallest unit of the source currency.
             * @example 10000000
             */
            maxSendingAmount: number;
            /**
             * Format: int64
             * @description The minimum supported sending amount in the smallest unit of the source currency.
             * @example 100
             */
            minSendingAmount: number;
            /**
             * Format: int64
             * @description The receiving amount in the smallest unit of the destination currency
             * @example 1650000
             */
            receivingAmount: number;
            /**
             * Format: int64
             * @description The sending amount in the smallest unit of the source currency (e.g., cents for USD). Echoed back from the request if provided.
             * @example 10000
             */
            sendingAmount: number;
            sourceCurrency: components["schemas"]["Currency"];
            /**
             * Format: date-time
             * @description Timestamp when this exchange rate was last refreshed
             * @example 2025-02-05T12:00:00Z
             */
            updatedAt: string;
        };
        /** @description Fees associated with an exchange rate */
        ExchangeRateFees: {
            /**
             * Format: int64
             * @description Fixed fee in the smallest unit of the sending currency (e.g., cents for USD)
             * @example 100
             */
            fixed?: number;
            /**
             * Format: int64
             * @description Total fees in the smallest unit of the sending currency (e.g., cents for USD). This value may change depending on the sending amount used; if no sending amount is specified, it falls back to the default.
             * @example 100
             */
            total?: number;
        };
        ExchangeRateListResponse: {
            /** @description List of exchange rates matching the filter criteria */
            data: components["schemas"]["ExchangeRate"][];
        };
        /** @description Optional body for executing a quote. Only needed to request a specific Strong Customer Authentication factor (`scaFactor`) for the challenge this call issues; omit the body entirely otherwise. */
        ExecuteQuoteRequest: {
            /** @description Optional preferred factor for the Strong Customer Authentication challenge this call issues. Only relevant for customers in a region where SCA is required (e.g. EU); ignored otherwise. Valid values for a per-transaction challenge are `SMS_OTP` (default) and `PASSKEY` — `TOTP` cannot carry the required dynamic linking and is rejected here. Omit to default to `SMS_OTP`. */
            scaFactor?: components["schemas"]["ScaFactor"];
        };
        /**
         * @description Expected number of transactions per month
         * @example COUNT_100_TO_500
         * @enum {string}
         */
        ExpectedMonthlyTransactionCount: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
        /**
         * @description Expected total transaction volume per month in USD equivalent
         * @example VOLUME_100K_TO_1M
         * @enum {string}
         */
        ExpectedMonthlyTransactionVolume: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
        ExternalAccount: {
            accountInfo: components["schemas"]["ExternalAccountInfoOneOf"];
            /** @description The result of verifying the beneficiary name against the account holder name */
            beneficiaryVerificationStatus?: components["schemas"]["BeneficiaryVerificationStatus"];
            /** @description Verified beneficiary data returned by the payment rail, if available */
            beneficiaryVerifiedData?: components["schemas"]["BeneficiaryVerifiedData"];
            /**
             * @description The ISO 4217 currency code
             * @example USD
             */
            currency: string;
            /**
             * @description The customer this account is tied to, or null if the account is on behalf of the platform.
             * @example Customer:da459a29-1fb7-41ce-a4cb-eb3a3c9fd7a7
             */
            customerId?: string;
            /**
             * @description Whether this account is the default UMA deposit account for the customer. If true, incoming UMA payments to this customer's UMA address will be automatically deposited into this account instead of the primary internal account. False if not provided. Note that at most, one external account can be set as the default UMA deposit account for a customer. If there is no default UMA deposit account, incoming UMA payments will be deposited into the primary internal account for the customer.
             * @example false
             */
            defaultUmaDepositAccount?: boolean;
            /**
             * @description The system generated identifier of this account
             * @example ExternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            id: string;
            ownershipType?: components["schemas"]["OwnershipType"];
            /**
             * @description Optional platform-specific identifier for this account
             * @example acc_123456789
             */
            platformAccountId?: string;
            /**
             * @description Status of the external account
             * @example ACTIVE
             */
            status: components["schemas"]["ExternalAccountStatus"];
        };
        ExternalAccountCreateInfoOneOf: components["schemas"]["AedExternalAccountCreateInfo"] | components["schemas"]["BdtExternalAccountCreateInfo"] | components["schemas"]["BrlExternalAccountCreateInfo"] | components["schemas"]["BwpExternalAccountCreateInfo"] | components["schemas"]["CadExternalAccountCreateInfo"] | components["schemas"]["CnyExternalAccountCreateInfo"] | components["schemas"]["CopExternalAccountCreateInfo"] | components["schemas"]["DkkExternalAccountCreateInfo"] | components["schemas"]["EgpExternalAccountCreateInfo"] | components["schemas"]["EurExternalAccountCreateInfo"] | components["schemas"]["GbpExternalAccountCreateInfo"] | components["schemas"]["GhsExternalAccountCreateInfo"] | components["schemas"]["GtqExternalAccountCreateInfo"] | components["schemas"]["HkdExternalAccountCreateInfo"] | components["schemas"]["HtgExternalAccountCreateInfo"] | components["schemas"]["IdrExternalAccountCreateInfo"] | components["schemas"]["InrExternalAccountCreateInfo"] | components["schemas"]["JmdExternalAccountCreateInfo"] | components["schemas"]["KesExternalAccountCreateInfo"] | components["schemas"]["MwkExternalAccountCreateInfo"] | components["schemas"]["MxnExternalAccountCreateInfo"] | components["schemas"]["MyrExternalAccountCreateInfo"] | components["schemas"]["NgnExternalAccountCreateInfo"] | components["schemas"]["PhpExternalAccountCreateInfo"] | components["schemas"]["PkrExternalAccountCreateInfo"] | components["schemas"]["RwfExternalAccountCreateInfo"] | components["schemas"]["SgdExternalAccountCreateInfo"] | components["schemas"]["SlvExternalAccountCreateInfo"] | components["schemas"]["ThbExternalAccountCreateInfo"] | components["schemas"]["TzsExternalAccountCreateInfo"] | components["schemas"]["UgxExternalAccountCreateInfo"] | components["schemas"]["UsdExternalAccountCreateInfo"] | components["schemas"]["VndExternalAccountCreateInfo"] | components["schemas"]["XafExternalAccountCreateInfo"] | components["schemas"]["XofExternalAccountCreateInfo"] | components["schemas"]["ZarExternalAccountCreateInfo"] | components["schemas"]["ZmwExternalAccountCreateInfo"] | components["schemas"]["SwiftExternalAccountCreateInfo"] | components["schemas"]["BaseWalletExternalAccountInfo"] | components["schemas"]["EthereumWalletExternalAccountInfo"] | components["schemas"]["LightningExternalAccountInfo"] | components["schemas"]["PolygonWalletExternalAccountInfo"] | components["schemas"]["PlasmaWalletExternalAccountInfo"] | components["schemas"]["SolanaWalletExternalAccountInfo"] | components["schemas"]["SparkWalletExternalAccountInfo"] | components["schemas"]["TronWalletExternalAccountInfo"];
        ExternalAccountCreateRequest: {
            accountInfo: components["schemas"]["ExternalAccountCreateInfoOneOf"];
            /**
             * @description The ISO 4217 currency code
             * @example USD
             */
            currency: string;
            /**
             * @description The ID of the customer for whom to create the external account. If not provided, the external account will be created on behalf of the platform.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId?: string;
            /**
             * @description Whether to set the external account as the default UMA deposit account. When set to true, incoming payments to this customer's UMA address will be automatically deposited into this external account. False if not provided. Note that only one external account can be set as the default UMA deposit account for a customer, so if there is already a default UMA deposit account, this will override the existing default UMA deposit account. If there is no default UMA deposit account, incoming UMA payments will be deposited into the primary internal account for the customer.
             * @default false
             */
            defaultUmaDepositAccount: boolean;
            ownershipType?: components["schemas"]["OwnershipType"];
            /**
             * @description Your platform's identifier for the account in your system. This can be used to reference the account by your own identifier.
             * @example ext_acc_123456
             */
            platformAccountId?: string;
        };
        ExternalAccountDestinationReference: {
            /**
             * @description Reference to an external account ID
             * @example ExternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            accountId: string;
            /** @description The payment rail to use for the transfer. Must be one of the rails supported by the destination account. If not specified, the system will select a default rail. */
            paymentRail?: components["schemas"]["PaymentRail"];
        };
        ExternalAccountInfoOneOf: components["schemas"]["AedExternalAccountInfo"] | components["schemas"]["BdtExternalAccountInfo"] | components["schemas"]["BrlExternalAccountInfo"] | components["schemas"]["BwpExternalAccountInfo"] | components["schemas"]["CadExternalAccountInfo"] | components["schemas"]["CopExternalAccountInfo"] | components["schemas"]["DkkExternalAccountInfo"] | components["schemas"]["EgpExternalAccountInfo"] | components["schemas"]["EurExternalAccountInfo"] | components["schemas"]["GbpExternalAccountInfo"] | components["schemas"]["GhsExternalAccountInfo"] | components["schemas"]["GtqExternalAccountInfo"] | components["schemas"]["HkdExternalAccountInfo"] | components["schemas"]["HtgExternalAccountInfo"] | components["schemas"]["IdrExternalAccountInfo"] | components["schemas"]["InrExternalAccountInfo"] | components["schemas"]["JmdExternalAccountInfo"] | components["schemas"]["KesExternalAccountInfo"] | components["schemas"]["MwkExternalAccountInfo"] | components["schemas"]["MxnExternalAccountInfo"] | components["schemas"]["MyrExternalAccountInfo"] | components["schemas"]["NgnExternalAccountInfo"] | components["schemas"]["PhpExternalAccountInfo"] | components["schemas"]["PkrExternalAccountInfo"] | components["schemas"]["RwfExternalAccountInfo"] | components["schemas"]["SgdExternalAccountInfo"] | components["schemas"]["SlvExternalAccountInfo"] | components["schemas"]["ThbExternalAccountInfo"] | components["schemas"]["TzsExternalAccountInfo"] | components["schemas"]["UgxExternalAccountInfo"] | components["schemas"]["UsdExternalAccountInfo"] | components["schemas"]["VndExternalAccountInfo"] | components["schemas"]["XafExternalAccountInfo"] | components["schemas"]["XofExternalAccountInfo"] | components["schemas"]["ZarExternalAccountInfo"] | components["schemas"]["ZmwExternalAccountInfo"] | components["schemas"]["SwiftExternalAccountInfo"] | components["schemas"]["BaseWalletExternalAccountInfo"] | components["schemas"]["EthereumWalletExternalAccountInfo"] | components["schemas"]["LightningExternalAccountInfo"] | components["schemas"]["PolygonWalletExternalAccountInfo"] | components["schemas"]["PlasmaWalletExternalAccountInfo"] | components["schemas"]["SolanaWalletExternalAccountInfo"] | components["schemas"]["SparkWalletExternalAccountInfo"] | components["schemas"]["TronWalletExternalAccountInfo"] | components["schemas"]["CnyExternalAccountInfo"];
        ExternalAccountListResponse: {
            /** @description List of external accounts matching the filter criteria */
            data: components["schemas"]["ExternalAccount"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of external accounts matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        ExternalAccountReference: {
            /**
             * @description Reference to an external account ID
             * @example ExternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            accountId: string;
        };
        /**
         * @description Status of an external account.
         *
         *     `PENDING_OWNERSHIP_VERIFICATION`: the wallet's ownership must be verified
         *     (e.g. under the EU Travel Rule) before unrestricted use; transfers below
         *     regulatory thresholds are still allowed. `UNVERIFIED`: the most recent
         *     verification attempt failed; start a new challenge to retry. Successful
         *     verification moves the account to `ACTIVE`.
         * @enum {string}
         */
        ExternalAccountStatus: "PENDING" | "ACTIVE" | "PENDING_OWNERSHIP_VERIFICATION" | "UNVERIFIED" | "UNDER_REVIEW" | "INACTIVE";
        ExternalAccountStatusWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["ExternalAccount"];
            /** @enum {string} */
            type?: "EXTERNAL_ACCOUNT.STATUS_UPDATED";
        };
        /**
         * @description Type of external account or wallet
         * @example AED_ACCOUNT
         * @enum {string}
         */
        ExternalAccountType: "AED_ACCOUNT" | "BDT_ACCOUNT" | "BRL_ACCOUNT" | "BWP_ACCOUNT" | "CAD_ACCOUNT" | "COP_ACCOUNT" | "DKK_ACCOUNT" | "EGP_ACCOUNT" | "EUR_ACCOUNT" | "GBP_ACCOUNT" | "GHS_ACCOUNT" | "GTQ_ACCOUNT" | "HKD_ACCOUNT" | "HTG_ACCOUNT" | "IDR_ACCOUNT" | "INR_ACCOUNT" | "JMD_ACCOUNT" | "KES_ACCOUNT" | "MWK_ACCOUNT" | "MXN_ACCOUNT" | "MYR_ACCOUNT" | "NGN_ACCOUNT" | "PHP_ACCOUNT" | "PKR_ACCOUNT" | "RWF_ACCOUNT" | "SGD_ACCOUNT" | "SLV_ACCOUNT" | "THB_ACCOUNT" | "TZS_ACCOUNT" | "UGX_ACCOUNT" | "USD_ACCOUNT" | "VND_ACCOUNT" | "XAF_ACCOUNT" | "XOF_ACCOUNT" | "ZAR_ACCOUNT" | "ZMW_ACCOUNT" | "SWIFT_ACCOUNT" | "BASE_WALLET" | "ETHEREUM_WALLET" | "LIGHTNING" | "PLASMA_WALLET" | "POLYGON_WALLET" | "SOLANA_WALLET" | "SPARK_WALLET" | "TRON_WALLET" | "CNY_ACCOUNT";
        /** @description A platform-configured fee collected by Grid and settled to the platform internal account. There can be at most one fee config for a given fee type and source currency pair. The fee will apply to all transactions of the fee type that originate in the source currency. */
        FeeConfig: {
            feeType: components["schemas"]["FeeType"];
            fixedFee: components["schemas"]["FixedFee"];
            /**
             * @description Currency code of the sending side this fee applies to. Only `USD` is accepted today; other currencies return a `NOT_IMPLEMENTED` error.
             * @example USD
             */
            sourceCurrency: string;
            /**
             * @description Variable fee in basis points (1 bps = 0.01%) to apply to a transaction's source-currency amount.
             * @example 30
             */
            variableFeeBps: number;
        };
        /**
         * @description The kind of activity this fee applies to.
         *
         *     - `CROSS_CURRENCY_TRANSACTION` — fee charged on a cross-currency Grid transaction
         *       (source currency differs from destination currency).
         * @example CROSS_CURRENCY_TRANSACTION
         * @enum {string}
         */
        FeeType: "CROSS_CURRENCY_TRANSACTION";
        /** @description Machine-readable validator hint accompanying a 400 `INVALID_INPUT` error. Consumers use it to drive form UI (input types, dropdowns, masking, length limits) and to pre-validate the field client-side before re-submitting. Fields are additive. */
        FieldConstraint: {
            /**
             * @description Allowed values when the field is drawn from a fixed set.
             * @example [
             *       "SSN",
             *       "ITIN",
             *       "NON_US_TAX_ID"
             *     ]
             */
            enum?: string[];
            /**
             * @description Named format the value must satisfy — HTML5 input type names (`email`, `tel`, `url`, `date`, ...) or semantic slugs (`iso3166-1-alpha-2`, `bcp47-language-tag`, `us-ssn`, `e.164`).
             * @example email
             */
            format?: string;
            /**
             * @description Maximum length in characters.
             * @example 500
             */
            maxLength?: number;
            /**
             * @description Minimum length in characters.
             * @example 1
             */
            minLength?: number;
            /**
             * @description Regular expression the value must match (JavaScript-flavor).
             * @example ^\d{5}(-\d{4})?$
             */
            pattern?: string;
        };
        /** @description One field-level validation failure. Field-validation errors on submit endpoints (e.g. `POST /customers`, `PATCH /customers/{id}`) emit an array of these under `details.errors` so platforms can render form-field-level UX for every failure in a single round-trip. */
        FieldError: {
            constraint?: components["schemas"]["FieldConstraint"];
            /**
             * @description Dot-notation path to the offending field.
             * @example identifier
             */
            field: string;
            /**
             * @description Human-readable explanation of what's wrong with this field.
             * @example Value is not one of the allowed enum members.
             */
            message?: string;
        };
        /** @description Fixed fee charged per transaction. */
        FixedFee: {
            /**
             * Format: int64
             * @description Fee amount in the smallest unit of the fixed fee's `currency` (e.g., cents for USD).
             * @example 100
             */
            amount: number;
            /**
             * @description Three-letter currency code (ISO 4217) the fixed fee is denominated in. Some cryptocurrencies may use their own ticker symbols (e.g. "BTC" for Bitcoin, "USDC" for USDC, etc.)
             * @example USD
             */
            currency: string;
        };
        GbpAccountInfo: components["schemas"]["GbpAccountInfoBase"] & {
            paymentRails: "FASTER_PAYMENTS"[];
        };
        /**
         * @example {
         *       "accountType": "GBP_ACCOUNT",
         *       "sortCode": "123456",
         *       "accountNumber": "12345678"
         *     }
         */
        GbpAccountInfoBase: {
            /**
             * @description UK bank account number (8 digits)
             * @example 12345678
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "GBP_ACCOUNT";
            /**
             * @description The UK sort code
             * @example 123456
             */
            sortCode: string;
        };
        /** Individual Beneficiary */
        GbpBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** GBP Account */
        GbpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GbpAccountInfoBase"] & {
            beneficiary: components["schemas"]["GbpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        /** GBP Account */
        GbpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GbpAccountInfo"] & {
            beneficiary: components["schemas"]["GbpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        GhsAccountInfo: components["schemas"]["GhsAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: accountNumber, bankName
         *     - MOBILE_MONEY: bankName, phoneNumber
         * @example {
         *       "accountType": "GHS_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankName": "Example Bank",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        GhsAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "GHS_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        GhsBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** GHS Account */
        GhsExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GhsAccountInfoBase"] & {
            beneficiary: components["schemas"]["GhsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        /** GHS Account */
        GhsExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GhsAccountInfo"] & {
            beneficiary: components["schemas"]["GhsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        /** GridError */
        GridError: {
            /** @description Error code */
            code?: string;
            /** @description Additional error details */
            details?: {
                [key: string]: unknown;
            };
            /** @description Error message */
            message?: string;
        };
        GtqAccountInfo: components["schemas"]["GtqAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "GTQ_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankAccountType": "CHECKING",
         *       "bankName": "Example Bank"
         *     }
         */
        GtqAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber: string;
            /** @enum {string} */
            accountType: "GTQ_ACCOUNT";
            /**
             * @description The bank account type
             * @enum {string}
             */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description The name of the beneficiary's bank */
            bankName: string;
        };
        /** Individual Beneficiary */
        GtqBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber: string;
        };
        /** GTQ Account */
        GtqExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GtqAccountInfoBase"] & {
            beneficiary: components["schemas"]["GtqBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        /** GTQ Account */
        GtqExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GtqAccountInfo"] & {
            beneficiary: components["schemas"]["GtqBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        HkdAccountInfo: components["schemas"]["HkdAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "HKD_ACCOUNT",
         *       "bankName": "Example Bank",
         *       "accountNumber": "123456789012",
         *       "swiftCode": "HSBCHKHHHKH"
         *     }
         */
        HkdAccountInfoBase: {
            /**
             * @description Hong Kong bank account number
             * @example 123456789012
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "HKD_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example HSBCHKHHHKH
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        HkdBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** HKD Account */
        HkdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HkdAccountInfoBase"] & {
            beneficiary: components["schemas"]["HkdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        /** HKD Account */
        HkdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HkdAccountInfo"] & {
            beneficiary: components["schemas"]["HkdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        HtgAccountInfo: components["schemas"]["HtgAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "HTG_ACCOUNT",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        HtgAccountInfoBase: {
            /** @enum {string} */
            accountType: "HTG_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
        };
        /** Individual Beneficiary */
        HtgBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** HTG Account */
        HtgExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HtgAccountInfoBase"] & {
            beneficiary: components["schemas"]["HtgBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        /** HTG Account */
        HtgExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HtgAccountInfo"] & {
            beneficiary: components["schemas"]["HtgBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        /**
         * @description Type of tax identification
         * @example SSN
         * @enum {string}
         */
        IdentificationType: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
        IdrAccountInfo: components["schemas"]["IdrAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "IDR_ACCOUNT",
         *       "bankName": "Bank Central Asia",
         *       "accountNumber": "1234567890",
         *       "swiftCode": "CENAIDJA",
         *       "phoneNumber": "+6281234567890"
         *     }
         */
        IdrAccountInfoBase: {
            /**
             * @description Indonesian bank account number
             * @example 1234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "IDR_ACCOUNT";
            /**
             * @description The name of the bank
             * @example Bank Central Asia
             */
            bankName: string;
            /**
             * @description Indonesian phone number for e-wallet payments
             * @example +6281234567890
             */
            phoneNumber: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example CENAIDJA
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        IdrBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** IDR Account */
        IdrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IdrAccountInfoBase"] & {
            beneficiary: components["schemas"]["IdrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        /** IDR Account */
        IdrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IdrAccountInfo"] & {
            beneficiary: components["schemas"]["IdrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        IncomingPaymentWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["IncomingPaymentWebhookData"];
            /** @enum {string} */
            type?: "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INCOMING_PAYMENT.REFUND_PENDING" | "INCOMING_PAYMENT.REFUND_COMPLETED" | "INCOMING_PAYMENT.REFUND_FAILED";
        };
        /** Incoming Payment Webhook Data */
        IncomingPaymentWebhookData: components["schemas"]["IncomingTransaction"] & {
            /** @description Information required by the sender's VASP about the recipient. Platform must provide these in the 200 OK response if approving. Note that this only includes fields which Grid does not already have from initial customer registration. */
            requestedReceiverCustomerInfoFields?: components["schemas"]["CounterpartyFieldDefinition"][];
        };
        IncomingPaymentWebhookForbiddenResponse: components["schemas"]["GridError"] & {
            /**
             * @description Optional reason for rejecting the payment. This is just for debugging purposes or can be used for a platform's own purposes.
             * @example RESTRICTED_JURISDICTION
             */
            reason?: string;
        };
        IncomingPaymentWebhookResponse: {
            /** @description Information about the recipient, provided by the platform if requested in the webhook via `requestedReceiverCustomerInfoFields` and the payment is approved. */
            receiverCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        IncomingPaymentWebhookUnprocessableResponse: components["schemas"]["GridError"] & {
            /**
             * @description List of fields that are required by the platform, but are not present in the counterparty information.
             * @example [
             *       "TAX_ID",
             *       "REGISTRATION_NUMBER"
             *     ]
             */
            requiredFields?: string[];
        };
        /** Incoming Transaction */
        IncomingTransaction: components["schemas"]["Transaction"] & {
            /** @description If the transaction failed, this field provides the reason for failure. */
            failureReason?: components["schemas"]["IncomingTransactionFailureReason"];
            /**
             * Format: int64
             * @description The total fees available from the receive quote in the smallest unit of the sending currency (eg. cents).
             * @example 10
             */
            fees?: number;
            /** @description Amount received in the recipient's currency */
            receivedAmount: components["schemas"]["CurrencyAmount"];
            /** @description Included for all transactions except those with "CREATED" status */
            reconciliationInstructions?: components["schemas"]["ReconciliationInstructions"];
            source?: components["schemas"]["TransactionSourceOneOf"];
            /** @enum {string} */
            type: "INCOMING";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "INCOMING";
        };
        /**
         * @description Reason for failure of an incoming transaction. This is used to provide more context on why a transaction failed. If the transaction is not in a failed state, this field is omitted. COMPLIANCE_REJECTED means compliance blocked the incoming funds. COLLECTION_FAILED means an inbound bank-rail collection deposit (e.g. a SWIFT wire) failed after arrival and did not credit — most commonly a compliance-screening rejection or an unresolved request for information, on either the collection provider's side or Grid's. Failed collections are returned to the sender per the collection provider's process.
         * @enum {string}
         */
        IncomingTransactionFailureReason: "LNURLP_FAILED" | "PAY_REQUEST_FAILED" | "PAYMENT_APPROVAL_WEBHOOK_ERROR" | "PAYMENT_APPROVAL_TIMED_OUT" | "OFFRAMP_FAILED" | "MISSING_MANDATORY_PAYEE_DATA" | "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED" | "COMPLIANCE_REJECTED" | "COLLECTION_FAILED";
        /** Individual Customer */
        IndividualCustomer: components["schemas"]["Customer"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        /** Individual Customer Create Request */
        IndividualCustomerCreateRequest: components["schemas"]["CustomerCreateRequest"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        IndividualCustomerFields: {
            address?: components["schemas"]["Address"];
            /**
             * Format: date
             * @description Date of birth in ISO 8601 format (YYYY-MM-DD)
             * @example 1990-01-15
             */
            birthDate?: string;
            /**
             * @description Country that issued the identification (ISO 3166-1 alpha-2). Optional for an individual account holder: SSN and ITIN are US-issued, so this defaults to `US` and is rejected if set to anything else.
             * @example US
             */
            countryOfIssuance?: string;
            /** @enum {string} */
            customerType: "INDIVIDUAL";
            /**
             * @description Individual's full name
             * @example John Michael Doe
             */
            fullName?: string;
            /**
             * @description The individual's identification number, required to onboard them as a US account holder. Only SSN (format `###-##-####`) and ITIN are currently accepted; other identification types are rejected. Write-only — never returned in customer responses.
             * @example 123-45-6789
             */
            identifier?: string;
            idType?: components["schemas"]["IdentificationType"];
            kycStatus?: components["schemas"]["KycStatus"];
            /**
             * @description Country code (ISO 3166-1 alpha-2)
             * @example US
             */
            nationality?: string;
        } & components["schemas"]["CustomerEdd"];
        /** Individual Customer Update Request */
        IndividualCustomerUpdateRequest: components["schemas"]["CustomerUpdateRequest"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        /**
         * @description A structured source-of-funds category for an individual customer (FLOW of funds into this account). Distinct from `SourceOfFundsCategory`, which covers business customers.
         * @example SALARY
         * @enum {string}
         */
        IndividualSourceOfFundsCategory: "SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "GIFT" | "INHERITANCE" | "LOAN" | "SAVINGS" | "SALE_OF_ASSETS" | "OTHER";
        InrAccountInfo: components["schemas"]["InrAccountInfoBase"] & {
            paymentRails: ("UPI" | "NEFT" | "RTGS")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - NEFT: accountNumber, ifsc, rail
         *     - RTGS: accountNumber, ifsc, rail
         *     - UPI: vpa
         * @example {
         *       "accountType": "INR_ACCOUNT",
         *       "vpa": "user@upi",
         *       "accountNumber": "000111222333",
         *       "ifsc": "HDFC0001234",
         *       "rail": "NEFT",
         *       "bankName": "Example Bank"
         *     }
         */
        InrAccountInfoBase: {
            /**
             * @description Indian bank account number (9–18 digits)
             * @example 000111222333
             */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "INR_ACCOUNT";
            /** @description The name of the bank */
            bankName?: string;
            /**
             * @description The Indian Financial System Code (IFSC) of the beneficiary's bank branch (NEFT/RTGS)
             * @example HDFC0001234
             */
            ifsc?: string;
            /**
             * @description The payment rail to route the payout over, for currencies that support more than one (e.g. NEFT or RTGS for INR).
             * @example NEFT
             */
            rail?: string;
            /**
             * @description The UPI Virtual Payment Address
             * @example user@upi
             */
            vpa?: string;
        };
        /** Individual Beneficiary */
        InrBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** INR Account */
        InrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["InrAccountInfoBase"] & {
            beneficiary: components["schemas"]["InrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        /** INR Account */
        InrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["InrAccountInfo"] & {
            beneficiary: components["schemas"]["InrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        InternalAccount: {
            /** @description The balance available to spend, excluding pending and held funds */
            balance: components["schemas"]["CurrencyAmount"];
            /**
             * Format: date-time
             * @description Timestamp when the internal account was created
             * @example 2025-10-03T12:30:00Z
             */
            createdAt: string;
            /**
             * @description The ID of the customer associated with the internal account. If this field is empty, the internal account belongs to the platform.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId?: string;
            /** @description Payment instructions for funding the account */
            fundingPaymentInstructions: components["schemas"]["PaymentInstructions"][];
            /**
             * @description The ID of the internal account
             * @example InternalAccount:12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            id: string;
            /**
             * @description Whether wallet privacy is enabled for the Embedded Wallet. Only present for `EMBEDDED_WALLET` internal accounts.
             * @example true
             */
            privateEnabled?: boolean;
            status: components["schemas"]["InternalAccountStatus"];
            /** @description The total balance, including pending and held funds */
            totalBalance: components["schemas"]["CurrencyAmount"];
            type: components["schemas"]["InternalAccountType"];
            /**
             * Format: date-time
             * @description Timestamp when the internal account was last updated
             * @example 2025-10-03T12:30:00Z
             */
            updatedAt: string;
        };
        /**
         * Internal Account Export Request
         * @description Request body for `POST /internal-accounts/{id}/export`. The `clientPublicKey` is required on both steps of the signed-retry flow. On step 1 Grid binds it into `payloadToSign` so the subsequent stamp in `Service-Wallet-Signature` commits to the target pubkey; on step 2 the client echoes the same `clientPublicKey` back and Grid uses it to encrypt the wallet credentials returned in the `200` response.
         */
        InternalAccountExportRequest: {
            /**
             * @description Fresh P-256 public key, uncompressed SEC1 hex — 130 hex chars where the first two are `04` (the uncompressed-point indicator). Generate a new keypair for each export and discard the private key after decrypting the response.
             * @example 04f45f2a22c908b9ce09a7150e514afd24627c401c38a4afc164e1ea783adaaa31d4245acfb88c2ebd42b47628d63ecabf345484f0a9f665b63c54c897d5578be2
             */
            clientPublicKey: string;
        };
        /** Internal Account Export Response */
        InternalAccountExportResponse: {
            /**
             * @description Encrypted wallet mnemonic, sealed to the `clientPublicKey` from the request body using HPKE: DHKEM(P-256, HKDF-SHA256) + HKDF-SHA256 + AES-256-GCM. Decrypt with the matching private key, then manage the mnemonic securely because it is the master key of the self-custodial Embedded Wallet.
             *     The value is a JSON string of the form `{"version": "v1.0.0", "data": "<hex>", "dataSignature": "<hex>", "enclaveQuorumPublic": "<hex>"}`. `data` hex-decodes to JSON `{"encappedPublic": "<hex>", "ciphertext": "<hex>", "organizationId": "<id>"}`, where `encappedPublic` is the uncompressed SEC1 ephemeral public key. `dataSignature` is an ECDSA-P256-SHA256 signature over the `data` bytes produced by the issuer key in `enclaveQuorumPublic`; verify before decrypting.
             *     In sandbox, `dataSignature` and `enclaveQuorumPublic` are empty strings. Clients should bypass attestation verification when calling against sandbox.
             * @example {"version":"v1.0.0","data":"7b22656e6361707065645075626c6963223a22303433...","dataSignature":"3045022100c9...","enclaveQuorumPublic":"04a1b2c3..."}
             */
            encryptedWalletCredentials: string;
            /**
             * @description The id of the internal account that was exported.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
             */
            id: string;
        };
        InternalAccountListResponse: {
            /** @description List of internal accounts matching the filter criteria */
            data: components["schemas"]["InternalAccount"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of customers matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        InternalAccountReference: {
            /**
             * @description Reference to an internal account ID
             * @example InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
             */
            accountId: string;
        };
        /**
         * Internal Account Status
         * @description Status of a Grid internal account. The status determines whether the account can send or receive payments.
         *
         *     - `PENDING`: The account is under review and is being provisioned. The account cannot send or receive payments until provisioning completes.
         *     - `ACTIVE`: The account is ready to send and receive payments.
         *     - `CLOSED`: The account cannot send or receive payments. A customer can initiate the closing of an internal account, after which the account transitions to this status.
         *     - `FROZEN`: The account cannot send or receive payments. Grid may freeze an account in response to compliance or fraud signals; payments are blocked while the account remains frozen.
         *     - `FAILED`: The account could not be provisioned. Grid was unable to create the underlying account, so it cannot send or receive payments and requires remediation.
         * @example ACTIVE
         * @enum {string}
         */
        InternalAccountStatus: "PENDING" | "ACTIVE" | "CLOSED" | "FROZEN" | "FAILED";
        InternalAccountStatusWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["InternalAccount"];
            /** @enum {string} */
            type?: "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "INTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED";
        };
        /**
         * Internal Account Type
         * @description Classification of an internal account.
         *
         *     - `INTERNAL_FIAT`: A Grid-managed fiat holding account (for example, the USD holding account used as the source for Payouts flows).
         *     - `INTERNAL_CRYPTO`: A Grid-managed crypto holding account denominated in a stablecoin such as USDC.
         *     - `EMBEDDED_WALLET`: A self-custodial Embedded Wallet provisioned for the customer. Outbound transfers require a session signature produced by the customer's device — see the Embedded Wallets guide.
         * @enum {string}
         */
        InternalAccountType: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
        /**
         * Internal Account Update Request
         * @description Partial request body for `PATCH /internal-accounts/{id}`. At least one update field must be provided. On step 1 of the signed-retry flow Grid binds the submitted update fields into `payloadToSign`; on step 2 the client echoes the same fields back and Grid applies the update to the internal account.
         */
        InternalAccountUpdateRequest: {
            /**
             * @description Whether wallet privacy should be enabled for the Embedded Wallet.
             * @example true
             */
            privateEnabled?: boolean;
        };
        InvitationClaimedWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["UmaInvitation"];
            /** @enum {string} */
            type?: "INVITATION.CLAIMED";
        };
        JmdAccountInfo: components["schemas"]["JmdAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "JMD_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "branchCode": "11111",
         *       "bankAccountType": "CHECKING",
         *       "bankName": "Example Bank"
         *     }
         */
        JmdAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber: string;
            /** @enum {string} */
            accountType: "JMD_ACCOUNT";
            /**
             * @description The bank account type
             * @enum {string}
             */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description The name of the bank */
            bankName: string;
            /** @description The branch code */
            branchCode: string;
        };
        /** Individual Beneficiary */
        JmdBeneficiary: {
            address: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber: string;
        };
        /** JMD Account */
        JmdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["JmdAccountInfoBase"] & {
            beneficiary: components["schemas"]["JmdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        /** JMD Account */
        JmdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["JmdAccountInfo"] & {
            beneficiary: components["schemas"]["JmdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        KesAccountInfo: components["schemas"]["KesAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "KES_ACCOUNT",
         *       "phoneNumber": "+254712345678",
         *       "provider": "Example Provider"
         *     }
         */
        KesAccountInfoBase: {
            /** @enum {string} */
            accountType: "KES_ACCOUNT";
            /**
             * @description Kenyan mobile money phone number
             * @example +254712345678
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        KesBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** KES Account */
        KesExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["KesAccountInfoBase"] & {
            beneficiary: components["schemas"]["KesBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        /** KES Account */
        KesExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["KesAccountInfo"] & {
            beneficiary: components["schemas"]["KesBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        /**
         * @description The current KYB status of a business customer. `HOLD` means the customer is placed on hold and may be required to update or provide more information.
         * @example APPROVED
         * @enum {string}
         */
        KybStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
        /**
         * @description The current KYC status of a customer. `HOLD` means the customer is placed on hold and may be required to update or provide more information.
         * @example APPROVED
         * @enum {string}
         */
        KycStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
        /** Lightning */
        LightningExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["LightningInfo"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "LIGHTNING";
        };
        /** @description Lightning payment destination. Exactly one of `invoice`, `bolt12`, or `lightningAddress` must be provided. */
        LightningInfo: {
            /** @enum {string} */
            accountType: "LIGHTNING";
            /**
             * @description A bolt12 offer which can be reused as a payment destination
             * @example lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs
             */
            bolt12?: string;
            /**
             * @description 1-time use lightning bolt11 invoice payout destination
             * @example lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs
             */
            invoice?: string;
            /**
             * @description A lightning address which can be used as a payment destination. Note that for UMA addresses, no external account is needed. You can use the UMA address directly as a destination.
             * @example john.doe@lightningwallet.com
             */
            lightningAddress?: string;
        };
        /**
         * Liveness Challenge
         * @description A challenge to prove ownership through a hosted biometric verification flow. Completes asynchronously — the outcome is delivered via `EXTERNAL_ACCOUNT.STATUS_UPDATED` webhooks or by polling the external account.
         */
        LivenessChallenge: {
            /**
             * Format: date-time
             * @description When this challenge expires. Prompt the user promptly; after expiry, start a new challenge.
             * @example 2025-08-15T15:32:00Z
             */
            expiresAt: string;
            /**
             * @description The verification method. Always `LIVENESS` for this shape. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "LIVENESS";
            /**
             * @description Provider-specific token that can be used in place of `verificationLink` — for example, to embed the provider's SDK directly in your application. Only returned for providers that support direct SDK integration. Whether to use the hosted URL or the embedded SDK is up to you; both flows result in the same verification outcome.
             * @example eyJhbGciOiJIUzI1NiJ9.example
             */
            token?: string;
            /**
             * Format: uri
             * @description Hosted verification URL to present to the user.
             * @example https://verify.example.com/session/019542f5-b3e7-1d02
             */
            verificationLink: string;
        };
        MwkAccountInfo: components["schemas"]["MwkAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "MWK_ACCOUNT",
         *       "phoneNumber": "+1234567890",
         *       "provider": "Example Provider"
         *     }
         */
        MwkAccountInfoBase: {
            /** @enum {string} */
            accountType: "MWK_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        MwkBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** MWK Account */
        MwkExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MwkAccountInfoBase"] & {
            beneficiary: components["schemas"]["MwkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        /** MWK Account */
        MwkExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MwkAccountInfo"] & {
            beneficiary: components["schemas"]["MwkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        MxnAccountInfo: components["schemas"]["MxnAccountInfoBase"] & {
            paymentRails: "SPEI"[];
        };
        /**
         * @example {
         *       "accountType": "MXN_ACCOUNT",
         *       "clabeNumber": "123456789012345678"
         *     }
         */
        MxnAccountInfoBase: {
            /** @enum {string} */
            accountType: "MXN_ACCOUNT";
            /**
             * @description The CLABE number of the bank
             * @example 123456789012345678
             */
            clabeNumber: string;
        };
        /** Individual Beneficiary */
        MxnBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** MXN Account */
        MxnExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MxnAccountInfoBase"] & {
            beneficiary: components["schemas"]["MxnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        /** MXN Account */
        MxnExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MxnAccountInfo"] & {
            beneficiary: components["schemas"]["MxnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        MyrAccountInfo: components["schemas"]["MyrAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "MYR_ACCOUNT",
         *       "bankName": "Example Bank",
         *       "accountNumber": "1234567890",
         *       "swiftCode": "MABORUMMYYY"
         *     }
         */
        MyrAccountInfoBase: {
            /**
             * @description Malaysian bank account number
             * @example 1234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "MYR_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example MABORUMMYYY
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        MyrBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** MYR Account */
        MyrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MyrAccountInfoBase"] & {
            beneficiary: components["schemas"]["MyrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        /** MYR Account */
        MyrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MyrAccountInfo"] & {
            beneficiary: components["schemas"]["MyrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        /**
         * @description Bucketed total net worth (USD equivalent). Used for enhanced due diligence on higher-risk profiles.
         * @example RANGE_500K_1M
         * @enum {string}
         */
        NetWorthRange: "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
        NgnAccountInfo: components["schemas"]["NgnAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "NGN_ACCOUNT",
         *       "accountNumber": "0123456789",
         *       "bankName": "Example Bank"
         *     }
         */
        NgnAccountInfoBase: {
            /**
             * @description Nigerian bank account number
             * @example 0123456789
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "NGN_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
        };
        /** Individual Beneficiary */
        NgnBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** NGN Account */
        NgnExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["NgnAccountInfoBase"] & {
            beneficiary: components["schemas"]["NgnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        /** NGN Account */
        NgnExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["NgnAccountInfo"] & {
            beneficiary: components["schemas"]["NgnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        /** OAuth Credential Create Request */
        OauthCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["OauthCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        OauthCredentialCreateRequestFields: {
            /**
             * @description OIDC ID token issued by the identity provider (e.g. Google, Apple). The token's `iss`, `aud`, and `sub` claims define the OAuth identity registered to this credential. In production, the provider signature is verified against the issuer's JWKS. In sandbox, the token must still be JWT-shaped with supported `iss`, non-empty `aud` and `sub`, numeric `iat` and `exp`, and `iat` less than 60 seconds before the request timestamp, but the signature segment may be a dummy value.
             * @example eyJhbGciOiJSUzI1NiIsImtpZCI6ImFiYzEyMyIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJzdWIiOiIxMTIyMzM0NDU1IiwiYXVkIjoiMTIzNDU2Ny5hcHBzLmdvb2dsZXVzZXJjb250ZW50LmNvbSIsImVtYWlsIjoidXNlckBleGFtcGxlLmNvbSIsImlhdCI6MTc0NjczNjUwOSwiZXhwIjoxNzQ2NzQwMTA5fQ.-3_ETmSGOl4wGNLR1QSOMlHk5IvADpX3YdHFmTH9KmRu6sEhM20RsURjKrI4-_EKj7J_HtsdS1tCHm0iw2J0qtoczYFQqEW_U9qJD6QsuvTFx8Fj9rFa3ieYhZKi3kkBu6cADogUiudP50kf9345ATys2GrYm-ba5esgReW1WzGJG3SgCyIDnHFfxmeLjE2YE9EFxT73To3mPYAk0ywPL2MpFFV9F8I3PsnbDAxinaY75GeA8vJXATr8weEIXqHD2lxmXVE95qd2ZlcuyLUaEYyp9GXcOnx7SjhdJG88jl5BZQvxOVgBMo42iGjK674lSwsMiHpzLX98j6C786Rd9Q
             */
            oidcToken: string;
            /**
             * @description Discriminator value identifying this as an OAuth credential.
             * @enum {string}
             */
            type: "OAUTH";
        };
        /** OAuth Credential Verify Request */
        OauthCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["OauthCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        OauthCredentialVerifyRequestFields: {
            /**
             * @description Client-generated, ephemeral P-256 public key; the matching private key is retained on the client and is one-time-use per verification request. Send a compressed SEC1 key (`02`/`03` prefix followed by the 32-byte X coordinate; 66 hex characters) for the recommended client-held-key model, where that private key becomes the session signing key. Send an uncompressed SEC1 key (`04` prefix followed by the 32-byte X and 32-byte Y coordinates; 130 hex characters) for the deprecated legacy flow, where Grid seals the session signing key to it instead.
             * @example 02f45f2a22c908b9ce09a7150e514afd24627c401c38a4afc164e1ea783adaaa31
             */
            clientPublicKey: string;
            /**
             * @description OIDC ID token issued by the identity provider. For reauthentication after a prior session expired, supply a fresh token — the token's `iat` claim must be less than 60 seconds before the request timestamp. The token identity (`iss`, `aud`, and `sub`) must match the registered OAuth credential. In production, the provider signature is verified against the issuer's JWKS. In sandbox, the token must still be JWT-shaped with supported `iss`, non-empty `aud` and `sub`, numeric `iat` and `exp`, and a `nonce` equal to `sha256(clientPublicKey)`, but the signature segment may be a dummy value.
             * @example eyJhbGciOiJSUzI1NiIsImtpZCI6ImFiYzEyMyIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJzdWIiOiIxMTIyMzM0NDU1IiwiYXVkIjoiMTIzNDU2Ny5hcHBzLmdvb2dsZXVzZXJjb250ZW50LmNvbSIsImVtYWlsIjoidXNlckBleGFtcGxlLmNvbSIsImlhdCI6MTc0NjczNjUwOSwiZXhwIjoxNzQ2NzQwMTA5fQ.-3_ETmSGOl4wGNLR1QSOMlHk5IvADpX3YdHFmTH9KmRu6sEhM20RsURjKrI4-_EKj7J_HtsdS1tCHm0iw2J0qtoczYFQqEW_U9qJD6QsuvTFx8Fj9rFa3ieYhZKi3kkBu6cADogUiudP50kf9345ATys2GrYm-ba5esgReW1WzGJG3SgCyIDnHFfxmeLjE2YE9EFxT73To3mPYAk0ywPL2MpFFV9F8I3PsnbDAxinaY75GeA8vJXATr8weEIXqHD2lxmXVE95qd2ZlcuyLUaEYyp9GXcOnx7SjhdJG88jl5BZQvxOVgBMo42iGjK674lSwsMiHpzLX98j6C786Rd9Q
             */
            oidcToken: string;
            /**
             * @description Discriminator value identifying this as an OAuth verification.
             * @enum {string}
             */
            type: "OAUTH";
        };
        OnChainTransaction: {
            /** @description Blockchain network the transaction settled on (mainnet vs test network is determined by your platform environment). */
            network: components["schemas"]["CryptoNetwork"];
            /**
             * @description On-chain transaction hash of the crypto transfer for this leg of the transaction.
             * @example h82pJGF9p7kpzb6eU326EFZf2cDnimbTFVeJtx1qtBmUNJAEqN76R7PwPfHt3oWb8R6cKvhgyxQdDn53jFrK6wFx
             */
            transactionHash: string;
        };
        OutgoingPaymentWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["OutgoingTransaction"];
            /** @enum {string} */
            type?: "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "OUTGOING_PAYMENT.REFUND_PENDING" | "OUTGOING_PAYMENT.REFUND_COMPLETED" | "OUTGOING_PAYMENT.REFUND_FAILED";
        };
        /** @description Details about the rate and fees for an outgoing transaction or quote. Note: `counterpartyFixedFee` is denominated in the receiving currency, so its equivalent value in the sending currency fluctuates with the FX rate. As a result, the total fee on a subsequent quote for the same transfer may differ even if the underlying fee structure is unchanged. */
        OutgoingRateDetails: {
            /**
             * Format: int64
             * @description The fixed fee charged by the counterparty institution to execute the quote in the smallest unit of the receiving currency (eg. cents).
             * @example 10
             */
            counterpartyFixedFee: number;
            /**
             * Format: double
             * @description The underlying multiplier from mSATs to the receiving currency as returned by the counterparty institution.
             * @example 1.08
             */
            counterpartyMultiplier: number;
            /**
             * Format: int64
             * @description The fixed fee charged by the Grid product to execute the quote in the smallest unit of the sending currency (eg. cents).
             * @example 10
             */
            serviceApiFixedFee: number;
            /**
             * Format: double
             * @description The underlying multiplier from the sending currency to mSATS, including variable fees.
             * @example 0.925
             */
            serviceApiMultiplier: number;
            /**
             * Format: int64
             * @description The variable fee amount charged by the Grid product to execute the quote in the smallest unit of the sending currency (eg. cents). This is the sending amount times serviceApiVariableFeeRate.
             * @example 30
             */
            serviceApiVariableFeeAmount: number;
            /**
             * Format: double
             * @description The variable fee rate charged by the Grid product to execute the quote as a percentage of the sending currency amount.
             * @example 0.003
             */
            serviceApiVariableFeeRate: number;
        };
        /** Outgoing Transaction */
        OutgoingTransaction: components["schemas"]["Transaction"] & {
            /**
             * Format: date-time
             * @description Expected settlement time at the beneficiary. Null for instant rails (settlement is immediate) and before a rail with deferred settlement is resolved.
             */
            expectedSettlementAt?: string | null;
            /** @description If the transaction failed, this field provides the reason for failure. */
            failureReason?: components["schemas"]["OutgoingTransactionFailureReason"];
            /**
             * Format: int64
             * @description The fees associated with the quote in the smallest unit of the sending currency (eg. cents).
             * @example 10
             */
            fees?: number;
            /**
             * @description Payment instructions for executing the payment.
             * @example [
             *       {
             *         "accountOrWalletInfo": {
             *           "accountType": "USD_ACCOUNT",
             *           "paymentRails": [
             *             "ACH",
             *             "WIRE"
             *           ],
             *           "accountNumber": "1234567890",
             *           "routingNumber": "021000021",
             *           "bankName": "Chase Bank",
             *           "reference": "UMA-Q12345-REF"
             *         },
             *         "instructionsNotes": "Include reference UMA-Q12345-REF in memo"
             *       },
             *       {
             *         "accountOrWalletInfo": {
             *           "accountType": "SPARK_WALLET",
             *           "assetType": "BTC",
             *           "address": "spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu",
             *           "invoice": "lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs"
             *         }
             *       }
             *     ]
             */
            paymentInstructions?: components["schemas"]["PaymentInstructions"][];
            /** @description The payment rail used to settle this transaction (e.g. ACH, WIRE, NEFT, FASTER_PAYMENTS). Uses the same values as the PaymentRail sent on quote requests. Null when no external rail is used (e.g. instant or intra-network transfers, or non-direct-destination transactions) or before a rail is resolved. */
            paymentRail?: components["schemas"]["PaymentRail"] | null;
            /**
             * Format: int64
             * @description The portion of `fees` collected by the platform (platform-configured transaction fees), in the smallest unit of the sending currency. 0 when the platform has no applicable fee configured. Already included in `fees`.
             * @example 5
             */
            platformFees?: number;
            /** @description How the rail was chosen — MANUAL when the platform specified a paymentRail on the destination, AUTO when Lightspark selects it. Null when no rail is resolved. */
            railSelectionMode?: components["schemas"]["RailSelectionMode"] | null;
            /** @description Details about the rate and fees for the transaction. */
            rateDetails?: components["schemas"]["OutgoingRateDetails"];
            /** @description Amount to be received by recipient in the recipient's currency */
            receivedAmount?: components["schemas"]["CurrencyAmount"];
            /** @description Reconciliation details for this transaction. For the on-chain hash of a crypto payout to an external wallet, see the destination's `onChainTransaction` instead. */
            reconciliationInstructions?: components["schemas"]["ReconciliationInstructions"];
            /** @description Amount sent in the sender's currency */
            sentAmount: components["schemas"]["CurrencyAmount"];
            /** @description Expected number of seconds from quote creation to settlement. Null when not yet known. */
            settlementTimelineSeconds?: number | null;
            source: components["schemas"]["TransactionSourceOneOf"];
            status?: components["schemas"]["OutgoingTransactionStatus"];
            /** @enum {string} */
            type: "OUTGOING";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OUTGOING";
        };
        /**
         * @description Reason for failure of an outgoing transaction. This is used to provide more
         *     context on why a transaction failed. If the transaction is not in a failed
         *     state, this field is omitted.
         *
         *     When a payout partner rejects or fails a payment, one of the granular payout
         *     reasons (`PAYOUT_RETURNED`, `LIMIT_EXCEEDED`, `ACCOUNT_CANNOT_RECEIVE`,
         *     `ACCOUNT_INVALID`, `COMPLIANCE_REJECTED`) is returned when available.
         *     `COUNTERPARTY_POST_TX_FAILED` is a coarse fallback used only when no granular
         *     reason is available.
         *
         *     `SCA_NOT_COMPLETED` means the customer did not satisfy the Strong Customer
         *     Authentication challenge before it expired, so the transaction was never
         *     authorized and no funds were moved. Only occurs for customers in a region
         *     where SCA is required (e.g. the EU). Create a new quote to try again, and have
         *     the customer authorize it while the challenge is live.
         *
         *     | Reason | Description |
         *     |--------|-------------|
         *     | `QUOTE_EXPIRED` | The quote was not executed before its expiry window |
         *     | `QUOTE_RATE_UNAVAILABLE` | The quoted exchange rate was no longer available when the quote was executed, so nothing was exchanged. Create a new quote to get a current rate |
         *     | `QUOTE_EXECUTION_FAILED` | The quote could not be executed. Covers any internal failure on the way to settlement, whether or not funds were debited — a debited amount is refunded automatically |
         *     | `FUNDING_AMOUNT_MISMATCH` | The funds received did not match the expected amount |
         *     | `SCA_NOT_COMPLETED` | The customer did not complete the Strong Customer Authentication challenge before it expired |
         *     | `PAYOUT_RETURNED` | The receiving bank accepted the payout and then returned or reversed it |
         *     | `LIMIT_EXCEEDED` | The payout exceeds a recipient-, account-, or corridor-level limit at the partner |
         *     | `ACCOUNT_CANNOT_RECEIVE` | The account exists but can't accept this payment — dormant, frozen, restricted, or the currency isn't supported for that account |
         *     | `ACCOUNT_INVALID` | The recipient account couldn't be found or the details are wrong — bad IBAN/account number, beneficiary not found, or account closed |
         *     | `COMPLIANCE_REJECTED` | The payout partner rejected the recipient on compliance grounds — sanctions, watchlist, or KYC/AML screening |
         *     | `LIGHTNING_PAYMENT_FAILED` | Deprecated — superseded by `QUOTE_EXECUTION_FAILED`. The Lightning settlement leg failed |
         *     | `COUNTERPARTY_POST_TX_FAILED` | Deprecated — coarse fallback retained for historical transactions when no granular payout reason is available |
         * @enum {string}
         */
        OutgoingTransactionFailureReason: "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE" | "QUOTE_EXECUTION_FAILED" | "FUNDING_AMOUNT_MISMATCH" | "SCA_NOT_COMPLETED" | "PAYOUT_RETURNED" | "LIMIT_EXCEEDED" | "ACCOUNT_CANNOT_RECEIVE" | "ACCOUNT_INVALID" | "COMPLIANCE_REJECTED" | "LIGHTNING_PAYMENT_FAILED" | "COUNTERPARTY_POST_TX_FAILED";
        /**
         * @description Status of an outgoing payment transaction.
         *
         *     | Status | Description |
         *     |--------|-------------|
         *     | `PENDING` | Quote is pending confirmation |
         *     | `PENDING_AUTHORIZATION` | Awaiting Strong Customer Authentication. Only occurs for customers in a region where SCA is required (e.g. EU). The challenge is carried by the quote, not the transaction — fetch `GET /quotes/{quoteId}` using the transaction's `quoteId`, then authorize its `scaChallenge` via `POST /quotes/{quoteId}/authorize`. |
         *     | `EXPIRED` | Quote wasn't executed before expiry window |
         *     | `PROCESSING` | Executing the quote after receiving funds |
         *     | `COMPLETED` | Payout successfully reached the destination |
         *     | `FAILED` | Something went wrong — accompanied by a `failureReason` |
         * @enum {string}
         */
        OutgoingTransactionStatus: "PENDING" | "PENDING_AUTHORIZATION" | "EXPIRED" | "PROCESSING" | "COMPLETED" | "FAILED";
        /** @description An ownership verification challenge for a crypto wallet external account. The shape is determined by the challenge `method`. */
        OwnershipChallenge: components["schemas"]["WalletSignatureChallenge"] | components["schemas"]["LivenessChallenge"];
        /** @description Starts (or restarts) an ownership verification challenge for a crypto wallet external account. */
        OwnershipChallengeRequest: {
            /** @description The verification method to use for this challenge. */
            method: components["schemas"]["OwnershipVerificationMethod"];
        };
        /**
         * @description Whether the external account belongs to the customer themselves (`FIRST_PARTY`) or to someone else (`THIRD_PARTY`). Required when creating self-custody crypto wallet external accounts on platforms subject to counterparty requirements — for example, under the EU Travel Rule or similar requirements in other regions; recommended for all other accounts, where providing it can unlock additional capabilities and smoother compliance handling.
         * @example FIRST_PARTY
         * @enum {string}
         */
        OwnershipType: "FIRST_PARTY" | "THIRD_PARTY";
        /**
         * @description The method used to verify ownership of a self-custody crypto wallet.
         *
         *     | Method | Description |
         *     |--------|-------------|
         *     | `WALLET_SIGNATURE` | Prove control of the wallet by signing a message with the wallet's key |
         *     | `LIVENESS` | Prove identity via a hosted biometric verification flow |
         * @example WALLET_SIGNATURE
         * @enum {string}
         */
        OwnershipVerificationMethod: "WALLET_SIGNATURE" | "LIVENESS";
        /** @description Completes a `WALLET_SIGNATURE` challenge by submitting the signature the wallet produced for the challenge's `messageToSign`. */
        OwnershipVerifyRequest: {
            /**
             * @description The signature produced over the exact `messageToSign` — EIP-191 hex for EVM chains, base64 for Bitcoin, base58-encoded Ed25519 for Solana.
             * @example 0x52d75f01c9e7b8b2ce2fbcbd21bfeeee7bcd1a2f01ce6b8ad9a67a45e83a8f5d1c
             */
            signature: string;
            /**
             * @description Bitcoin message-signing format. Defaults to `bip137`; use `electrum` for Electrum/Sparrow wallets. Ignored for non-Bitcoin chains.
             * @default bip137
             * @enum {string}
             */
            signatureScheme: "bip137" | "electrum";
        };
        /**
         * Passkey Assertion
         * @description WebAuthn assertion returned by `navigator.credentials.get()`. In sandbox, Grid validates the assertion against the registered passkey credential so the client-side flow can match production. In production, Grid validates the WebAuthn assertion.
         */
        PasskeyAssertion: {
            /**
             * @description Base64url-encoded authenticator data returned by the authenticator during the assertion. Corresponds to `AuthenticatorAssertionResponse.authenticatorData`.
             * @example PdxHEOnAiLIp26idVjIguzn3Ipr_RlsKZWsa-5qK-KABAAAAkA
             */
            authenticatorData: string;
            /**
             * @description Base64url-encoded JSON client data collected by the browser during the WebAuthn `navigator.credentials.get()` call. Corresponds to `AuthenticatorAssertionResponse.clientDataJSON` from the WebAuthn spec — Grid's field name is intentionally camelCased as `clientDataJson` (lowercase JSON) for consistency with the rest of the API; the value is the same bytes the browser returns. Contains the challenge, origin, and `type: "webauthn.get"`.
             * @example eyJjaGFsbGVuZ2UiOiJkRzkwWVd4c2VWVnVhWEYxWlZaaGJIVmxSWFpsY25sVWFXMWwiLCJjbGllbnRFeHRlbnNpb25zIjp7fSwiaGFzaEFsZ29yaXRobSI6IlNIQS0yNTYiLCJvcmlnaW4iOiJodHRwczovL2Rldi5kb250bmVlZGEucHciLCJ0eXBlIjoid2ViYXV0aG4uZ2V0In0
             */
            clientDataJson: string;
            /**
             * @description Base64url-encoded credential identifier returned during the WebAuthn assertion. Corresponds to `PublicKeyCredential.rawId`.
             * @example KEbWNCc7NgaYnUyrNeFGX9_3Y-8oJ3KwzjnaiD1d1LVTxR7v3CaKfCz2Vy_g_MHSh7yJ8yL0Pxg6jo_o0hYiew
             */
            credentialId: string;
            /**
             * @description Base64url-encoded signature produced by the authenticator over `authenticatorData || SHA-256(clientDataJSON)`. Corresponds to `AuthenticatorAssertionResponse.signature`. The signature byte format is determined by the credential's public-key algorithm — DER-encoded ECDSA for ES256 (P-256, typical for passkeys), PKCS#1 v1.5 for RS256, or a raw 64-byte signature for EdDSA.
             * @example MEUCIQDYXBOpCWSWq2Ll4558GJKD2RoWg958lvJSB_GdeokxogIgWuEVQ7ee6AswQY0OsuQ6y8Ks6jhd45bDx92wjXKs900
             */
            signature: string;
            /**
             * @description Base64url-encoded user handle returned by the authenticator. Corresponds to `AuthenticatorAssertionResponse.userHandle`. Populated (and required by the WebAuthn spec) for discoverable credentials — resident keys used in the "Sign in with passkey" autofill flow — and typically present for passkey registrations. Omit this field entirely for non-discoverable credentials specified via `allowCredentials` where the authenticator returns no user handle.
             * @example dXNlci1oYW5kbGUtZXhhbXBsZQ
             */
            userHandle?: string;
        };
        /** Passkey Attestation */
        PasskeyAttestation: {
            /**
             * @description Base64url-encoded CBOR attestation object produced by the authenticator during registration. Corresponds to `AuthenticatorAttestationResponse.attestationObject`.
             * @example o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjFPdxHEOnAiLIp26idVjIguzn3Ipr_RlsKZWsa-5qK-KBFAAAAAAAAAAAAAAAAAAAAAAAAAAAAQQHSlyRHIdWleVqO24-6ix7JFWODqDWo_arvEz3Se5EgIFHkcVjZ4F5XDSBreIHsWRilRnKmaaqlqK3V2_4XtYs2pQECAyYgASFYID5PQTZQQg6haZFQWFzqfAOyQ_ENsMH8xxQ4GRiNPsqrIlggU8IVUOV8qpgk_Jh-OTaLuZL52KdX1fTht07X4DiQPow
             */
            attestationObject: string;
            /**
             * @description Base64url-encoded JSON client data collected by the browser during the WebAuthn `navigator.credentials.create()` call. Corresponds to `AuthenticatorAttestationResponse.clientDataJSON` from the WebAuthn spec — Grid's field name is intentionally camelCased as `clientDataJson` (lowercase JSON) for consistency with the rest of the API; the value is the same bytes the browser returns. Contains the challenge, origin, and `type: "webauthn.create"`.
             * @example eyJjaGFsbGVuZ2UiOiJBcktRaTJ5QVlIUGxnbkpORkJsbmVJd2NoUWRXWEJPVHJkQi1BbU1VQjIxTHgiLCJjbGllbnRFeHRlbnNpb25zIjp7fSwiaGFzaEFsZ29yaXRobSI6IlNIQS0yNTYiLCJvcmlnaW4iOiJodHRwczovL2Rldi5kb250bmVlZGEucHciLCJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0
             */
            clientDataJson: string;
            /**
             * @description Base64url-encoded credential identifier produced by the authenticator at registration time. Typically the base64url of `PublicKeyCredential.rawId`.
             * @example AdKXJEch1aV5Wo7bj7qLHskVY4OoNaj9qu8TPdJ7kSAgUeRxWNngXlcNIGt4gexZGKVGcqZpqqWordXb_he1izY
             */
            credentialId: string;
            /**
             * @description Optional. WebAuthn transports as returned by `AuthenticatorAttestationResponse.getTransports()`. Values follow the W3C `AuthenticatorTransport` enum — pass the raw values through to Grid; provider-specific translation is handled server-side. Some authenticators return an empty array; omit the field or send `[]` in that case.
             * @example [
             *       "internal",
             *       "hybrid"
             *     ]
             */
            transports?: ("usb" | "nfc" | "ble" | "internal" | "hybrid")[];
        };
        /**
         * Passkey Auth Challenge
         * @description Extended `AuthMethod` shape returned for `PASSKEY` credentials from `POST /auth/credentials/{id}/challenge`. Includes the WebAuthn `credentialId` needed to target the passkey, plus the Grid-issued `challenge`, corresponding `requestId`, and challenge `expiresAt`. The `challenge` value is the lowercase hex-encoded SHA-256 digest of the canonical session-creation request body, not a base64url string. The client UTF-8 encodes this string as the WebAuthn challenge and signs it with the passkey to produce the assertion submitted to `POST /auth/credentials/{id}/verify`.
         */
        PasskeyAuthChallenge: components["schemas"]["AuthMethod"] & {
            /**
             * @description Lowercase hex-encoded SHA-256 digest of the canonical session-creation request body for the pending passkey authentication. Do not base64url-decode this field; pass UTF-8 bytes of the string (for example, `new TextEncoder().encode(challenge)`) as the WebAuthn challenge to `navigator.credentials.get()`. Single-use; a new challenge is issued on the next call to `POST /auth/credentials/{id}/challenge`.
             * @example 6b35a4c41d9aa7a2a0e742f9f9e7a1c2d65a2db33a3fb748f6d4f1ce78d9a729
             */
            challenge: string;
            /**
             * @description Base64url-encoded WebAuthn credential identifier for this passkey. Corresponds to `PublicKeyCredential.rawId`; pass this value as `allowCredentials[].id` when requesting a passkey assertion for this auth method.
             * @example KEbWNCc7NgaYnUyrNeFGX9_3Y-8oJ3KwzjnaiD1d1LVTxR7v3CaKfCz2Vy_g_MHSh7yJ8yL0Pxg6jo_o0hYiew
             */
            credentialId: string;
            /**
             * Format: date-time
             * @description Timestamp after which the issued challenge is no longer valid. The assertion must reach `POST /auth/credentials/{id}/verify` before this time; otherwise the client must request a fresh challenge via `POST /auth/credentials/{id}/challenge`.
             * @example 2026-04-08T15:35:00Z
             */
            expiresAt: string;
            /**
             * @description Grid-issued `Request:<uuid>` identifier for this pending passkey authentication request. Echo this value exactly as the `Request-Id` header on the subsequent `POST /auth/credentials/{id}/verify` call so Grid can correlate the assertion with the issued challenge.
             * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
             */
            requestId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** Passkey Credential Create Request */
        PasskeyCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["PasskeyCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        PasskeyCredentialCreateRequestFields: {
            attestation: components["schemas"]["PasskeyAttestation"];
            /**
             * @description Base64url-encoded WebAuthn challenge issued by the platform backend and passed to the client before `navigator.credentials.create()`. Grid verifies it matches the challenge embedded in the attestation's `clientDataJson`, binding the attestation to this registration. Must be single-use.
             * @example ArkQi2yAYHPlgnJNFBlneIwchQdWXBOTrdB-AmMUB21Lx
             */
            challenge: string;
            /**
             * @description Human-readable identifier for the passkey, chosen by the user at registration time (e.g. "iPhone Face-ID", "YubiKey 5C"). Leading and trailing whitespace is ignored. Must be 1-100 characters and may contain Unicode letters, numbers, spaces, and the following separators: period, underscore, hyphen, apostrophe, and parentheses. Shown back on AuthMethod responses and in credential listings.
             * @example iPhone Face-ID
             */
            nickname: string;
            /**
             * @description Discriminator value identifying this as a passkey credential.
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** Passkey Credential Verify Request */
        PasskeyCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["PasskeyCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        PasskeyCredentialVerifyRequestFields: {
            assertion: components["schemas"]["PasskeyAssertion"];
            /**
             * @description Discriminator value identifying this as a passkey verification.
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** @description The WebAuthn credential a device produced for a passkey registration challenge, submitted to enroll the passkey factor. */
        PasskeyEnrollmentConfirmRequest: {
            /** @description Opaque WebAuthn credential the device produced from the enrollment start's `options`. */
            credential: {
                [key: string]: unknown;
            };
            /**
             * @description The WebAuthn origin the `credential` was produced against (one of the enrollment start's `allowedOrigins`).
             * @example https://app.example.com
             */
            origin: string;
            /**
             * @description Discriminator selecting the passkey confirm variant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** @description The enrolled passkey factor returned after a successful confirmation. */
        PasskeyEnrollmentConfirmResponse: {
            factor: components["schemas"]["ScaFactorView"];
            /**
             * @description Discriminator identifying this as the passkey enrollment result. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** @description Opaque WebAuthn registration options relayed to the end user's device to enroll a passkey factor. Grid performs no crypto; pass `options` to the device's WebAuthn API to produce a credential, then submit that credential to the confirm endpoint unmodified. */
        PasskeyEnrollmentStart: {
            /**
             * @description The origins the WebAuthn registration ceremony may run against. The origin the credential is produced against must be one of these and must be echoed back on the confirm call.
             * @example [
             *       "https://app.example.com"
             *     ]
             */
            allowedOrigins: string[];
            /** @description Opaque WebAuthn `PublicKeyCredentialCreationOptions`. Pass to the device's WebAuthn registration API unmodified. */
            options: {
                [key: string]: unknown;
            };
            /**
             * @description The WebAuthn relying-party id the credential is bound to.
             * @example app.example.com
             */
            relyingPartyId: string;
            /**
             * @description Discriminator identifying this as the passkey enrollment-start payload. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /**
         * Passkey Factor Enroll Request
         * @description Start enrolling a WebAuthn passkey factor.
         */
        PasskeyFactorEnrollRequest: {
            /**
             * @description Discriminator selecting the passkey factor. Passkey enrollment needs no other input at start. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /**
         * @description Type of payment account or wallet
         * @example USD_ACCOUNT
         * @enum {string}
         */
        PaymentAccountType: "USD_ACCOUNT" | "BRL_ACCOUNT" | "MXN_ACCOUNT" | "DKK_ACCOUNT" | "ARS_ACCOUNT" | "COP_ACCOUNT" | "EUR_ACCOUNT" | "INR_ACCOUNT" | "NGN_ACCOUNT" | "CAD_ACCOUNT" | "GBP_ACCOUNT" | "HKD_ACCOUNT" | "IDR_ACCOUNT" | "MYR_ACCOUNT" | "PHP_ACCOUNT" | "SGD_ACCOUNT" | "THB_ACCOUNT" | "VND_ACCOUNT" | "SWIFT_ACCOUNT" | "SPARK_WALLET" | "LIGHTNING" | "SOLANA_WALLET" | "TRON_WALLET" | "PLASMA_WALLET" | "POLYGON_WALLET" | "BASE_WALLET" | "ETHEREUM_WALLET" | "EMBEDDED_WALLET" | "BITCOIN_L1";
        /** AED Account */
        PaymentAedAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["AedAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        /** ARS Account */
        PaymentArsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /**
             * @description The static CVU (Clave Virtual Uniforme) bank account number to pay to.
             * @example 0000003100074052501434
             */
            accountNumber: string;
            /** @enum {string} */
            accountType?: "ARS_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ARS_ACCOUNT";
        };
        /** Base Wallet */
        PaymentBaseWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BaseWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDC";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BASE_WALLET";
        };
        /** BDT Account */
        PaymentBdtAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BdtAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        /** Bitcoin L1 Deposit Address */
        PaymentBitcoinDepositAddressInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "BITCOIN_L1";
            /**
             * @description On-chain Bitcoin (L1) deposit address to send funds to
             * @example bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq
             */
            address: string;
            /**
             * @description The blockchain network for the deposit address.
             * @example BITCOIN
             * @enum {string}
             */
            network?: "BITCOIN";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BITCOIN_L1";
        };
        /** BRL Account */
        PaymentBrlAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "BRL_ACCOUNT";
            /** @description A PIX QR code payload that can be used to fund the transaction. This can be rendered as a QR code image or pasted into a PIX-compatible banking app. */
            qrCode: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        /** BWP Account */
        PaymentBwpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BwpAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        /** CAD Account */
        PaymentCadAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["CadAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        /** CNY Account */
        PaymentCnyAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["CnyAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        /** COP Account */
        PaymentCopAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "COP_ACCOUNT";
            /**
             * Format: uri
             * @description A payment URL where the customer can complete their COP deposit.
             * @example https://payments.example.com/t/abc123
             */
            paymentUrl: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        /** DKK Account */
        PaymentDkkAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["DkkAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        /** EGP Account */
        PaymentEgpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EgpAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        /** Embedded Wallet */
        PaymentEmbeddedWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /**
             * @description Discriminator value identifying this as Embedded Wallet payment instructions.
             * @enum {string}
             */
            accountType: "EMBEDDED_WALLET";
            /**
             * @description JSON-encoded transaction signing payload that must be stamped, as-is (byte-for-byte, without re-serialization), with the session private key of a verified authentication credential on the source Embedded Wallet. The resulting Grid wallet signature is passed as the `Service-Wallet-Signature` header on `POST /quotes/{quoteId}/execute` to authorize the outbound transfer from the wallet.
             * @example {"type":"ACTIVITY_TYPE_SIGN_TRANSACTION_V2","timestampMs":"1746736509954","organizationId":"org_abc123","parameters":{"signWith":"wallet_abc123def456","unsignedTransaction":"ea69b4bf05f775209f26ff0a34a05569180f7936579d5c4af9377ae550194f72","type":"TRANSACTION_TYPE_ETHEREUM"},"generateAppProofs":true}
             */
            payloadToSign: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EMBEDDED_WALLET";
        };
        /** Ethereum Wallet */
        PaymentEthereumWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EthereumWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDC" | "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ETHEREUM_WALLET";
        };
        /** EUR Account */
        PaymentEurAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EurAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        /** GBP Account */
        PaymentGbpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GbpAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        /** GHS Account */
        PaymentGhsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GhsAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        /** GTQ Account */
        PaymentGtqAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GtqAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        /** HKD Account */
        PaymentHkdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["HkdAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        /** HTG Account */
        PaymentHtgAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["HtgAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        /** IDR Account */
        PaymentIdrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["IdrAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        /** INR Account */
        PaymentInrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["InrAccountInfo"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        PaymentInstructions: {
            accountOrWalletInfo: Omit<components["schemas"]["PaymentUsdAccountInfo"] | components["schemas"]["PaymentBrlAccountInfo"] | components["schemas"]["PaymentMxnAccountInfo"] | components["schemas"]["PaymentDkkAccountInfo"] | components["schemas"]["PaymentEurAccountInfo"] | components["schemas"]["PaymentInrAccountInfo"] | components["schemas"]["PaymentNgnAccountInfo"] | components["schemas"]["PaymentCadAccountInfo"] | components["schemas"]["PaymentGbpAccountInfo"] | components["schemas"]["PaymentHkdAccountInfo"] | components["schemas"]["PaymentIdrAccountInfo"] | components["schemas"]["PaymentMyrAccountInfo"] | components["schemas"]["PaymentPhpAccountInfo"] | components["schemas"]["PaymentSgdAccountInfo"] | components["schemas"]["PaymentThbAccountInfo"] | components["schemas"]["PaymentVndAccountInfo"] | components["schemas"]["PaymentAedAccountInfo"] | components["schemas"]["PaymentKesAccountInfo"] | components["schemas"]["PaymentMwkAccountInfo"] | components["schemas"]["PaymentRwfAccountInfo"] | components["schemas"]["PaymentTzsAccountInfo"] | components["schemas"]["PaymentUgxAccountInfo"] | components["schemas"]["PaymentXofAccountInfo"] | components["schemas"]["PaymentZarAccountInfo"] | components["schemas"]["PaymentZmwAccountInfo"] | components["schemas"]["PaymentBwpAccountInfo"] | components["schemas"]["PaymentXafAccountInfo"] | components["schemas"]["PaymentBdtAccountInfo"] | components["schemas"]["PaymentArsAccountInfo"] | components["schemas"]["PaymentCopAccountInfo"] | components["schemas"]["PaymentEgpAccountInfo"] | components["schemas"]["PaymentGhsAccountInfo"] | components["schemas"]["PaymentGtqAccountInfo"] | components["schemas"]["PaymentHtgAccountInfo"] | components["schemas"]["PaymentJmdAccountInfo"] | components["schemas"]["PaymentPkrAccountInfo"] | components["schemas"]["PaymentSlvAccountInfo"] | components["schemas"]["PaymentSwiftAccountInfo"] | components["schemas"]["PaymentCnyAccountInfo"] | components["schemas"]["PaymentSparkWalletInfo"] | components["schemas"]["PaymentLightningInvoiceInfo"] | components["schemas"]["PaymentSolanaWalletInfo"] | components["schemas"]["PaymentTronWalletInfo"] | components["schemas"]["PaymentPlasmaWalletInfo"] | components["schemas"]["PaymentPolygonWalletInfo"] | components["schemas"]["PaymentBaseWalletInfo"] | components["schemas"]["PaymentEthereumWalletInfo"] | components["schemas"]["PaymentBitcoinDepositAddressInfo"] | components["schemas"]["PaymentEmbeddedWalletInfo"], "accountType"> & {
                /** @description What the embedded wallet signs to execute this quote. */
                payloadToSign?: string;
            };
            /**
             * @description Additional human-readable instructions for making the payment
             * @example Please ensure the reference code is included in the payment memo/description field
             */
            instructionsNotes?: string;
            /**
             * @description Indicates whether the account is a platform account or a customer account.
             * @example true
             */
            isPlatformAccount?: boolean;
        };
        /** JMD Account */
        PaymentJmdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["JmdAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        /** KES Account */
        PaymentKesAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["KesAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        /** Lightning Invoice */
        PaymentLightningInvoiceInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "LIGHTNING";
            /**
             * @description Invoice for the payment
             * @example lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs
             */
            invoice: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "LIGHTNING";
        };
        /** MWK Account */
        PaymentMwkAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MwkAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        /** MXN Account */
        PaymentMxnAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MxnAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        /** MYR Account */
        PaymentMyrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MyrAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        /** NGN Account */
        PaymentNgnAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["NgnAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        /** PHP Account */
        PaymentPhpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PhpAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        /** PKR Account */
        PaymentPkrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PkrAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        /** Plasma Wallet */
        PaymentPlasmaWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PlasmaWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PLASMA_WALLET";
        };
        /** Polygon Wallet */
        PaymentPolygonWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PolygonWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDC";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "POLYGON_WALLET";
        };
        /**
         * @description The payment rail used for the transfer. Payment rails represent the underlying payment network or system used to move funds between accounts.
         * @example ACH
         * @enum {string}
         */
        PaymentRail: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
        /** RWF Account */
        PaymentRwfAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["RwfAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        /** SGD Account */
        PaymentSgdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SgdAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        /** SLV Account */
        PaymentSlvAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SlvAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** Solana Wallet */
        PaymentSolanaWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SolanaWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDC" | "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SOLANA_WALLET";
        };
        /** Spark Wallet */
        PaymentSparkWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SparkWalletInfo"] & {
            /** @description Type of asset or configured Spark token currency code */
            assetType: string;
            /**
             * @description Invoice for the payment
             * @example sparkrt1pgss8ter0fhc4c220f3zftmpz49h8wqte8eg3m5zkrraplgc048jucgszg3ssqgjzqqekv73mmh842yj7drsjwh7t7tz5zt8wf5kghm5v4ehggszppjp5s80cg3qjdzc55g2567tn3lj705hdsr577tg8ah795mlnt6807y657qhkmgfkf9w75p4wz3l8vhua85zdn6ryj32zuj0p00pv2l5z4u47mw6h4s
             */
            invoice?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SPARK_WALLET";
        };
        /** SWIFT Account */
        PaymentSwiftAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SwiftAccountInfo"] & {
            /**
             * @description The name of the account holder as it must appear on the wire. Remitting banks match this against the beneficiary name field, so payers should copy it exactly.
             * @example Acme Exports Pte Ltd
             */
            accountHolderName: string;
            /**
             * @description The address of the bank holding the account, when known.
             * @example 12 Marina Boulevard, Singapore 018982
             */
            bankAddress?: string;
            /**
             * @description Reference code to include with the payment when present. SWIFT payments are attributed by the destination account number/IBAN, so this account type typically requires no reference.
             * @example UMA-Q12345-REF
             */
            reference?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        /** THB Account */
        PaymentThbAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ThbAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        /** Tron Wallet */
        PaymentTronWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["TronWalletInfo"] & {
            /**
             * @description Type of asset
             * @enum {string}
             */
            assetType?: "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRON_WALLET";
        };
        /** TZS Account */
        PaymentTzsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["TzsAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        /** UGX Account */
        PaymentUgxAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["UgxAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        /** USD Bank Account */
        PaymentUsdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["UsdAccountInfo"] & {
            /**
             * @description The postal address of the financial institution holding the account, on a single line. Optional on every rail, and recommended for wires, where some originating banks require the beneficiary institution's address before they will send.
             * @example 885 Teaneck Road, Teaneck, NJ 07666
             */
            bankAddress?: string;
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** VND Account */
        PaymentVndAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["VndAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        /** XAF Account */
        PaymentXafAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["XafAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        /** XOF Account */
        PaymentXofAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["XofAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        /** ZAR Account */
        PaymentZarAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ZarAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        /** ZMW Account */
        PaymentZmwAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ZmwAccountInfo"] & {
            /**
             * @description Unique reference code that must be included with the payment to properly credit it
             * @example UMA-Q12345-REF
             */
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
        /**
         * @description Political exposure declaration (Politically Exposed Person status). `HIO` = head of an international organization. `FAMILY_OR_ASSOCIATE` covers close family members and known close associates of a PEP.
         * @example NONE
         * @enum {string}
         */
        PepStatus: "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
        PhpAccountInfo: components["schemas"]["PhpAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "PHP_ACCOUNT",
         *       "bankName": "BDO Unibank",
         *       "accountNumber": "001234567890"
         *     }
         */
        PhpAccountInfoBase: {
            /**
             * @description Bank account number
             * @example 001234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "PHP_ACCOUNT";
            /**
             * @description Name of the beneficiary's bank
             * @example BDO Unibank
             */
            bankName: string;
        };
        /** Individual Beneficiary */
        PhpBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** PHP Account */
        PhpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PhpAccountInfoBase"] & {
            beneficiary: components["schemas"]["PhpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        /** PHP Account */
        PhpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PhpAccountInfo"] & {
            beneficiary: components["schemas"]["PhpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        PkrAccountInfo: components["schemas"]["PkrAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: accountNumber, bankName
         *     - MOBILE_MONEY: bankName, phoneNumber
         * @example {
         *       "accountType": "PKR_ACCOUNT",
         *       "bankName": "Example Bank",
         *       "accountNumber": "1234567890",
         *       "iban": "PK36SCBL0000001123456702",
         *       "phoneNumber": "+1234567890"
         *     }
         */
        PkrAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "PKR_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description Pakistani IBAN (24 characters, starting with PK)
             * @example PK36SCBL0000001123456702
             */
            iban?: string;
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        PkrBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** PKR Account */
        PkrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PkrAccountInfoBase"] & {
            beneficiary: components["schemas"]["PkrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        /** PKR Account */
        PkrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PkrAccountInfo"] & {
            beneficiary: components["schemas"]["PkrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        /** Plasma Wallet */
        PlasmaWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PlasmaWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PLASMA_WALLET";
        };
        PlasmaWalletInfo: {
            /** @enum {string} */
            accountType: "PLASMA_WALLET";
            /**
             * @description Plasma wallet address
             * @example 0xAbCDEF1234567890aBCdEf1234567890ABcDef12
             */
            address: string;
        };
        PlatformConfig: {
            /**
             * @description Branding and sender configuration for card-tokenization authentication
             *     messages. This configuration is independent of embedded-wallet support.
             */
            cardTokenization2faConfig?: components["schemas"]["CardTokenization2FAConfig"];
            /**
             * Format: date-time
             * @description Creation timestamp
             * @example 2025-06-15T12:30:45Z
             */
            readonly createdAt?: string;
            /**
             * @description Embedded-wallet branding and OTP settings for this platform. Present
             *     only when the platform has configured embedded-wallet support;
             *     omitted otherwise.
             */
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
            /**
             * @description Platform-collected fees that should be added on top of
             *     Grid-collected fees. Contains every currently-active fee config
             *     for the platform.
             */
            feeConfigs?: components["schemas"]["FeeConfig"][];
            /**
             * @description System-generated unique identifier
             * @example PlatformConfig:019542f5-b3e7-1d02-0000-000000000003
             */
            readonly id?: string;
            /**
             * @description Whether the platform is a regulated financial institution. This is used to
             *     determine if the platform's customers must be KYC/KYB'd by Lightspark via
             *     the KYC link flow. This can only be set by Lightspark during platform
             *     creation.
             * @example false
             */
            isRegulatedFinancialInstitution?: boolean;
            /**
             * @description The subdomain that incoming requests will be proxied to
             * @example platform
             */
            proxyUmaSubdomain?: string;
            /**
             * @description List of currencies supported by the platform. This is what the platform's
             *     customers are able to hold, send, and receive.
             */
            supportedCurrencies?: components["schemas"]["PlatformCurrencyConfig"][];
            /**
             * @description UMA domain for this platform
             * @example platform.uma.domain
             */
            umaDomain?: string;
            /**
             * Format: date-time
             * @description Last update timestamp
             * @example 2025-06-15T12:30:45Z
             */
            readonly updatedAt?: string;
            /**
             * @description URL where webhook notifications will be sent
             * @example https://api.mycompany.com/webhooks/uma
             */
            webhookEndpoint?: string;
        };
        PlatformConfigUpdateRequest: {
            /**
             * @description Update card-tokenization authentication branding and delivery settings.
             *     Fields omitted from the nested object are left unchanged. Changes apply
             *     to subsequent delivery attempts.
             */
            cardTokenization2faConfig?: components["schemas"]["CardTokenization2FAConfig"];
            /**
             * @description Update or create the embedded-wallet configuration for this platform.
             *     Fields omitted from the nested object are left unchanged. Omit this
             *     field at the top level to leave the embedded-wallet configuration
             *     unchanged entirely.
             */
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
            /**
             * @description Merge-by-key upsert of platform fee configs, keyed by
             *     `(feeType, sourceCurrency)`. Setting variable and fixed fees to 0 for
             *     an existing fee config deactivates it. Only `sourceCurrency: USD` is
             *     accepted today. Omit this field to leave fee configs unchanged.
             */
            feeConfigs?: components["schemas"]["FeeConfig"][];
            supportedCurrencies?: components["schemas"]["PlatformCurrencyConfig"][];
            /** @example mycompany.com */
            umaDomain?: string;
            /** @example https://api.mycompany.com/webhooks/uma */
            webhookEndpoint?: string;
        };
        PlatformCurrencyConfig: {
            /**
             * @description Three-letter currency code (ISO 4217)
             * @example USD
             */
            currencyCode: string;
            /**
             * @description List of transaction types that are enabled for this currency.
             * @example [
             *       "OUTGOING",
             *       "INCOMING"
             *     ]
             */
            enabledTransactionTypes: components["schemas"]["TransactionType"][];
            /**
             * Format: int64
             * @description Maximum amount that can be sent in the smallest unit of this currency
             * @example 1000000
             */
            maxAmount: number;
            /**
             * Format: int64
             * @description Minimum amount that can be sent in the smallest unit of this currency
             * @example 100
             */
            minAmount: number;
            /**
             * @description List of fields that are required by the underlying UMA provider for this currency. If the counterparty does not provide these fields, quote requests will fail.
             * @example [
             *       "FULL_NAME",
             *       "COUNTRY_OF_RESIDENCE"
             *     ]
             */
            readonly providerRequiredCounterpartyCustomerFields?: components["schemas"]["CustomerInfoFieldName"][];
            /**
             * @description List of customer info field names that are required by the underlying UMA provider when creating a customer for this currency. These fields must be supplied when creating or updating a customer if this currency is intended to be used by that customer. If no fields are required, this field is omitted.
             * @example [
             *       "NATIONALITY",
             *       "BIRTH_DATE"
             *     ]
             */
            readonly providerRequiredCustomerFields?: components["schemas"]["CustomerInfoFieldName"][];
            /**
             * @description List of fields which the platform requires from the counterparty institutions about counterparty customers. Platforms can set mandatory to false if the platform does not require the field, but would like to have it available. Some fields may be required by the underlying UMA provider.
             * @example [
             *       {
             *         "name": "FULL_NAME",
             *         "mandatory": true
             *       },
             *       {
             *         "name": "BIRTH_DATE",
             *         "mandatory": true
             *       },
             *       {
             *         "name": "NATIONALITY",
             *         "mandatory": true
             *       }
             *     ]
             */
            requiredCounterpartyFields: components["schemas"]["CounterpartyFieldDefinition"][];
        };
        PlatformExternalAccountCreateRequest: {
            accountInfo: components["schemas"]["ExternalAccountCreateInfoOneOf"];
            /**
             * @description The ISO 4217 currency code
             * @example USD
             */
            currency: string;
            ownershipType?: components["schemas"]["OwnershipType"];
            /**
             * @description Your platform's identifier for the account in your system. This can be used to reference the account by your own identifier.
             * @example ext_acc_123456
             */
            platformAccountId?: string;
        };
        /**
         * @description Overrides the platform-collected fee for this transaction. When present, it replaces any configured platform-collected fees that would otherwise apply to the transaction. Currently only supported when the quote's source currency is USD; the fixed fee must be denominated in the source currency.
         * @example {
         *       "platformFixedFee": {
         *         "amount": 50,
         *         "currency": "USD"
         *       },
         *       "platformVariableFeeBps": 30
         *     }
         */
        PlatformFeeOverride: {
            /** @description Fixed fee charged for this transaction. Must be denominated in the quote's source currency (USD today). */
            platformFixedFee: components["schemas"]["FixedFee"];
            /**
             * @description Variable fee in basis points (1 bps = 0.01%) to apply to the transaction's source-currency amount.
             * @example 30
             */
            platformVariableFeeBps: number;
        };
        PlatformInternalAccountListResponse: {
            /** @description List of internal accounts matching the filter criteria */
            data: components["schemas"]["InternalAccount"][];
        };
        /** Polygon Wallet */
        PolygonWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PolygonWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "POLYGON_WALLET";
        };
        PolygonWalletInfo: {
            /** @enum {string} */
            accountType: "POLYGON_WALLET";
            /**
             * @description Polygon eth wallet address
             * @example 0xAbCDEF1234567890aBCdEf1234567890ABcDef12
             */
            address: string;
        };
        /**
         * @description The intended purpose for using the Grid account
         * @example CONTRACTOR_PAYOUTS
         * @enum {string}
         */
        PurposeOfAccount: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
        /**
         * @description The purpose of the payment. This may be required when sending to certain geographies (e.g. India).
         * @enum {string}
         */
        PurposeOfPayment: "GIFT" | "SELF" | "GOODS_OR_SERVICES" | "EDUCATION" | "HEALTH_OR_MEDICAL" | "REAL_ESTATE_PURCHASE" | "TAX_PAYMENT" | "LOAN_PAYMENT" | "UTILITY_BILL" | "DONATION" | "TRAVEL" | "FAMILY_SUPPORT" | "SALARY_PAYMENT" | "OTHER";
        Quote: {
            /** @description Additional information about the counterparty, if available and required by the platform in their configuration. */
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            /**
             * Format: date-time
             * @description When this quote was created
             * @example 2025-10-03T12:00:00Z
             */
            createdAt: string;
            destination: components["schemas"]["QuoteDestinationOneOf"];
            /** @description Number of sending currency units per receiving currency unit. */
            exchangeRate: number;
            /**
             * Format: date-time
             * @description Absolute UTC timestamp when the rate locked in this quote becomes invalid and the quote can no longer be executed. The window depends on the rail and corridor: instant rails (Lightning, Spark, USDC on Solana/Base/Polygon, RTP, SEPA Instant) typically expire in 1–5 minutes; corridors with longer settlement guarantees may have longer windows. Always rely on this timestamp rather than assuming a fixed window.
             * @example 2025-10-03T12:05:00Z
             */
            expiresAt: string;
            /**
             * Format: int64
             * @description The fees associated with the quote in the smallest unit of the sending currency (eg. cents). Note: this value may fluctuate between quotes — some underlying fee components are defined in the receiving currency, so their equivalent in the sending currency moves with the FX rate. The fees shown here are locked only for the lifetime of this quote.
             * @example 10
             */
            feesIncluded: number;
            /**
             * @description Unique identifier for this quote
             * @example Quote:019542f5-b3e7-1d02-0000-000000000006
             */
            id: string;
            /**
             * @description Payment instructions for executing the payment. This is not required when using an internal account source.
             * @example [
             *       {
             *         "accountOrWalletInfo": {
             *           "accountType": "USD_ACCOUNT",
             *           "paymentRails": [
             *             "ACH",
             *             "WIRE"
             *           ],
             *           "accountNumber": "1234567890",
             *           "routingNumber": "021000021",
             *           "bankName": "Chase Bank",
             *           "reference": "UMA-Q12345-REF"
             *         },
             *         "instructionsNotes": "Include reference UMA-Q12345-REF in memo"
             *       },
             *       {
             *         "accountOrWalletInfo": {
             *           "accountType": "SPARK_WALLET",
             *           "assetType": "BTC",
             *           "address": "spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu",
             *           "invoice": "lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs"
             *         }
             *       }
             *     ]
             */
            paymentInstructions?: components["schemas"]["PaymentInstructions"][];
            /**
             * Format: int64
             * @description The portion of `feesIncluded` collected by the platform (platform-configured transaction fees), in the smallest unit of the sending currency. 0 when the platform has no applicable fee configured. Already included in `feesIncluded`. May be omitted from payloads produced before platform fees existed.
             * @example 5
             */
            platformFeesIncluded?: number;
            /** @description Details about the rate and fees for the transaction. */
            rateDetails?: components["schemas"]["OutgoingRateDetails"];
            /** @description Currency for the receiving amount */
            receivingCurrency: components["schemas"]["Currency"];
            /** @description Present only while `status` is `PENDING_AUTHORIZATION`: the Strong Customer Authentication challenge to satisfy before this quote can be executed (or, for realtime-funding sources, before `paymentInstructions` are issued). Omitted for customers outside SCA-regulated regions (non-EU). */
            readonly scaChallenge?: components["schemas"]["ScaChallenge"];
            /** @description Currency for the sending amount */
            sendingCurrency: components["schemas"]["Currency"];
            source: components["schemas"]["QuoteSourceOneOf"];
            /**
             * @description Current status of the quote. `PENDING_AUTHORIZATION` occurs only for customers in a region where Strong Customer Authentication is required (e.g. EU): the quote carries an `scaChallenge` that must be authorized before execution, and for realtime-funding sources `paymentInstructions` are withheld until it is satisfied.
             * @example PENDING
             * @enum {string}
             */
            status: "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /**
             * Format: int64
             * @description The total amount that will be received in the smallest unit of the receiving currency (eg. cents).
             * @example 1000
             */
            totalReceivingAmount: number;
            /**
             * Format: int64
             * @description The total amount that will be sent in the smallest unit of the sending currency (eg. cents).
             * @example 123010
             */
            totalSendingAmount: number;
            /**
             * @description The ID of the transaction created from this quote.
             * @example Transaction:019542f5-b3e7-1d02-0000-000000000005
             */
            transactionId: string;
        };
        QuoteDestinationOneOf: components["schemas"]["AccountDestination"] | components["schemas"]["UmaAddressDestination"];
        /**
         * @description The side of the quote which should be locked and specified in the `lockedCurrencyAmount`. For example, if I want to send exactly $5 MXN from my wallet, I would set this to "sending", and the `lockedCurrencyAmount` to 500 (in cents). If I want the receiver to receive exactly $10 USD, I would set this to "receiving" and the `lockedCurrencyAmount` to 10000 (in cents).
         * @enum {string}
         */
        QuoteLockSide: "SENDING" | "RECEIVING";
        QuoteRequest: {
            /**
             * @description Optional description/memo for the transfer
             * @example Invoice #1234 payment
             */
            description?: string;
            destination: components["schemas"]["QuoteDestinationOneOf"];
            /**
             * @description Whether to immediately execute the quote after creation. If true, the quote will be executed and the transaction will be created at the current exchange rate. It should only be used if you don't want to lock and view rate details before executing the quote. If you are executing a pre-existing quote, use the `/quotes/{quoteId}/execute` endpoint instead. This is false by default.
             *     This can only be used for quotes with a `source` which is either an internal account, or has direct pull functionality (e.g. ACH pull with an external account).
             *     Not supported when the `source` is an internal account of type `EMBEDDED_WALLET`: those transfers require a `Service-Wallet-Signature` over the `payloadToSign` returned in the quote response, which is not available in a combined create-and-execute call. Create the quote first with `immediatelyExecute: false` and then call `POST /quotes/{quoteId}/execute` with the `Service-Wallet-Signature` stamp header.
             * @example false
             */
            immediatelyExecute?: boolean;
            /**
             * Format: int64
             * @description The amount to send/receive in the smallest unit of the locked currency (eg. cents). See `lockedCurrencySide` for more information.
             * @example 1000
             */
            lockedCurrencyAmount: number;
            lockedCurrencySide: components["schemas"]["QuoteLockSide"];
            /**
             * @description Lookup ID from a previous receiver lookup request. If provided, this can make the quote creation more efficient by reusing cached lookup data.
             *     NOTE: This is required for UMA destinations due to counterparty institution requirements. See `senderCustomerInfo` for more information.
             * @example Lookup:019542f5-b3e7-1d02-0000-000000000009
             */
            lookupId?: string;
            platformFeeOverride?: components["schemas"]["PlatformFeeOverride"];
            purposeOfPayment?: components["schemas"]["PurposeOfPayment"];
            /**
             * @description Free-form information about the payment that travels with it to the recipient. The field this populates depends on the payment rail: for ACH it populates the Addenda record, for FedNow and RTP it populates the remittanceInformation field, and for wires it populates the OBI (Originator to Beneficiary Information) / beneficiary information.
             * @example 12345
             */
            remittanceInformation?: string;
            /** @description Optional preferred factor for a Strong Customer Authentication challenge issued at quote creation. Only relevant for a realtime-funding source in a region where SCA is required (e.g. EU); ignored otherwise. Valid values are `SMS_OTP` (default) and `PASSKEY` — `TOTP` cannot carry the required dynamic linking and is rejected. When the quote is returned in `PENDING_AUTHORIZATION`, authorize it via `POST /quotes/{quoteId}/authorize`. */
            scaFactor?: components["schemas"]["ScaFactor"];
            /**
             * @description Key-value pairs of additional information about the sender which was requested by the destination. This is relevant when the destination requires more sender info than was provided during customer creation.
             *     Any fields specified in `requiredPayerDataFields` from the response of the `/receiver/uma/{receiverUmaAddress}` (lookupUma) or `/receiver/external-account/{accountId}` (lookupExternalAccount) endpoints MUST be provided here if they were requested. If the destination did not request any additional information, this field can be omitted.
             * @example {
             *       "FULL_NAME": "Jane Receiver",
             *       "NATIONALITY": "FR"
             *     }
             */
            senderCustomerInfo?: {
                [key: string]: unknown;
            };
            source: components["schemas"]["QuoteSourceOneOf"];
        };
        QuoteSourceOneOf: components["schemas"]["AccountQuoteSource"] | components["schemas"]["RealtimeFundingQuoteSource"];
        /**
         * @description Type of quote funding source
         * @example ACCOUNT
         * @enum {string}
         */
        QuoteSourceType: "ACCOUNT" | "REALTIME_FUNDING";
        /**
         * @description How the payment rail was chosen — MANUAL when the platform specified a paymentRail on the destination, AUTO when Lightspark selects it.
         * @example AUTO
         * @enum {string}
         */
        RailSelectionMode: "AUTO" | "MANUAL";
        /** Real-time Funding */
        RealtimeFundingQuoteSource: components["schemas"]["BaseQuoteSource"] & {
            /**
             * @description The crypto network to use for the funding source. Required when `currency` is a stablecoin (e.g. USDC, USDT). Specifies which network the customer will deposit on, so the correct deposit address can be generated. Example values: `SOLANA`, `ETHEREUM`, `BASE`, `POLYGON`, `TRON`, `PLASMA`, `SPARK`, `LIGHTNING`, `BITCOIN`.
             * @example SOLANA
             */
            cryptoNetwork?: string;
            /**
             * @description Currency code for the funding source. See [Supported Currencies](https://docs.lightspark.com/platform-overview/core-concepts/currencies-and-rails) for the full list of supported fiat and crypto currencies.
             * @example USD
             */
            currency: string;
            /**
             * @description Source customer ID. If this transaction is being initiated on behalf of a customer, this is required. If customerId is not provided, the quote will be created on behalf of the platform itself.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000009
             */
            customerId?: string;
            /** @enum {string} */
            sourceType: "REALTIME_FUNDING";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "REALTIME_FUNDING";
        };
        /** External Funding Source */
        RealtimeFundingTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /**
             * @description The name of the originator (sender) of the payment.
             * @example John Sender
             */
            accountHolderName?: string;
            /**
             * @description The originator's account number or IBAN. May be masked or partial depending on the rail.
             * @example ****6789
             */
            accountIdentifier?: string;
            /**
             * @description The identifier of the originating bank, such as a routing number, BIC, or SWIFT code.
             * @example 021000021
             */
            bankIdentifier?: string;
            /**
             * @description The name of the originating bank.
             * @example Chase Bank
             */
            bankName?: string;
            /**
             * @description Currency code for the funding source
             * @example USDC
             */
            currency: string;
            /**
             * @description The customer on whose behalf the transaction was initiated.
             * @example Customer:019542f5-b3e7-1d02-0000-000000000009
             */
            customerId?: string;
            /**
             * @description The originator's own end-to-end reference for the payment.
             * @example E2E-9f2c6b6f
             */
            endToEndId?: string;
            /** @description On-chain transaction that delivered the funding, when the funds arrived from an external crypto wallet. Populated once the crypto transfer has settled. */
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
            /** @description The payment rail the funds arrived on. */
            paymentRail?: components["schemas"]["PaymentRail"];
            /**
             * @description Free-form information about the payment provided by the originator. The source field depends on the payment rail: the Addenda record for ACH, the OBI / beneficiary information for wires, and the remittanceInformation field for RTP and FedNow.
             * @example 12345
             */
            remittanceInformation?: string;
            /** @enum {string} */
            sourceType: "REALTIME_FUNDING";
            /**
             * @description Rail-level tracking identifier for the payment, such as an ACH trace number or a wire IMAD/OMAD, useful for reconciliation.
             * @example 021000020123456
             */
            traceNumber?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "REALTIME_FUNDING";
        };
        ReceiverExternalAccountLookupResponse: components["schemas"]["ReceiverLookupResponse"] & {
            /**
             * @description The external account ID that was looked up
             * @example ExternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965
             */
            accountId: string;
        };
        ReceiverLookupResponse: {
            /**
             * @description Unique identifier for the lookup. Needed in the subsequent create quote request.
             * @example Lookup:019542f5-b3e7-1d02-0000-000000000009
             */
            lookupId: string;
            /** @description Fields required by the receiving institution about the payer before payment can be completed */
            requiredPayerDataFields?: components["schemas"]["CounterpartyFieldDefinition"][];
            /** @description List of currencies supported by the receiving account */
            supportedCurrencies: components["schemas"]["CurrencyPreference"][];
        };
        ReceiverUmaLookupResponse: components["schemas"]["ReceiverLookupResponse"] & {
            /**
             * @description The UMA address that was looked up
             * @example $receiver@uma.domain
             */
            receiverUmaAddress: string;
        };
        /** @description Instructions for reconciling a payment with this transaction. For the on-chain transaction to or from an external crypto wallet that is the transaction's own source or destination, use the `onChainTransaction` on the relevant source or destination instead. */
        ReconciliationInstructions: {
            /**
             * @description Unique reference code to include with the payment to match it with the correct incoming transaction, when available.
             * @example UMA-Q12345-REF
             */
            reference?: string;
            /**
             * @deprecated
             * @description Transaction hash of the settlement transfer, when available. This field reports two different transfers, and only one of them has a replacement today:
             *
             *     For a crypto transfer to or from a customer's own external wallet, use the `onChainTransaction` on the relevant source or destination instead — it names the network alongside the hash. That is the transfer this field is deprecated for.
             *
             *     For the inter-VASP settlement leg of a UMA payment (e.g. USDC on Solana to the receiving partner), this field remains the only place the hash is reported: a UMA address is not a wallet you hold, so its source and destination carry no `onChainTransaction`. The field will not be removed before that leg has a replacement.
             * @example 0x9f2c6b6f4b6c8f2a8d9e0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566
             */
            transactionHash?: string;
        };
        /** @description Records a client-side security event for the customer so Grid can maintain the customer's login-security state (SCA session revocation and failed-login lockout). */
        RecordSecurityEventRequest: {
            /**
             * @description The security event to record:
             *
             *     | Value | Effect |
             *     |-------|--------|
             *     | `RESET_PASSWORD_COMPLETED` | Revokes every active SCA session for the customer and clears the failed-login counter. |
             *     | `FAILED_LOGIN_ATTEMPT` | Increments the cumulative failed-login counter and escalates the lockout at each milestone: 5 attempts → 15 minutes, 6 → 30 minutes, 7 → 1 hour, 8 → 24 hours, 9 or more → suspension. |
             * @example FAILED_LOGIN_ATTEMPT
             * @enum {string}
             */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
        };
        /** @description The customer's login-security state after recording the event, so the integrator can surface a lockout to the end user. */
        RecordSecurityEventResponse: {
            /**
             * @description The event that was recorded.
             * @example FAILED_LOGIN_ATTEMPT
             * @enum {string}
             */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
            /**
             * @description The customer's current cumulative failed-login count.
             * @example 5
             */
            failedAttempts: number;
            /**
             * Format: date-time
             * @description When the customer may attempt to log in again, if temporarily locked. Null when not locked, or when `suspended` is true (no automatic expiry).
             * @example 2025-10-03T12:15:00Z
             */
            lockedUntil?: string | null;
            /** @description Whether the customer's login is currently suspended (locked with no automatic expiry). A suspended customer must go through a password reset (`RESET_PASSWORD_COMPLETED`) to clear the lockout. */
            suspended: boolean;
        };
        Refund: {
            /**
             * Format: date-time
             * @description When the refund was initiated
             * @example 2025-08-15T14:30:00Z
             */
            initiatedAt: string;
            /**
             * @description Reason for the refund
             * @example TRANSACTION_FAILED
             * @enum {string}
             */
            reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
            /**
             * @description The unique reference ID of the refund
             * @example UMA-Q12345-REFUND
             */
            reference: string;
            /**
             * Format: date-time
             * @description When the refund was settled
             * @example 2025-08-15T14:35:00Z
             */
            settledAt?: string;
            /**
             * @description Current status of the refund
             * @example COMPLETED
             * @enum {string}
             */
            status: "PENDING" | "COMPLETED" | "FAILED";
        };
        RejectPaymentRequest: {
            /**
             * @description Optional reason for rejecting the payment. This is just for debugging purposes or can be used for a platform's own purposes.
             * @example RESTRICTED_JURISDICTION
             */
            reason?: string;
        };
        RwfAccountInfo: components["schemas"]["RwfAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "RWF_ACCOUNT",
         *       "phoneNumber": "+250781234567",
         *       "provider": "Example Provider"
         *     }
         */
        RwfAccountInfoBase: {
            /** @enum {string} */
            accountType: "RWF_ACCOUNT";
            /**
             * @description Rwandan mobile money phone number
             * @example +250781234567
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        RwfBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** RWF Account */
        RwfExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["RwfAccountInfoBase"] & {
            beneficiary: components["schemas"]["RwfBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        /** RWF Account */
        RwfExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["RwfAccountInfo"] & {
            beneficiary: components["schemas"]["RwfBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        /** @description Sandbox-only request body for `POST /sandbox/cards/{id}/simulate/authorization_advice`. Drives an `AUTHORIZATION_ADVICE` that re-sizes an existing open authorization. */
        SandboxCardAuthorizationAdviceRequest: {
            /**
             * Format: int64
             * @description The new *total* authorized amount, in the smallest unit of the transaction's currency, that the advice re-sizes the authorization to.
             * @example 2000
             */
            amount: number;
            /**
             * @description The id of the `CardTransaction` the advice re-sizes. Must be in `AUTHORIZED` or `PARTIALLY_SETTLED` state.
             * @example CardTransaction:019542f5-b3e7-1d02-0000-000000000100
             */
            cardTransactionId: string;
        };
        /** @description Sandbox-only request body shared by the card authorization-family simulate endpoints: `simulate/authorization`, `simulate/credit_authorization`, `simulate/financial_authorization`, `simulate/financial_credit_authorization`, and `simulate/credit_authorization_advice`. Drives the same internal authorization + reconcile paths that the issuer would call in production. The decisioning outcome is controlled by the last three characters of `merchant.descriptor` — see the `simulate/authorization` documentation for the suffix table. */
        SandboxCardAuthorizationRequest: {
            /**
             * Format: int64
             * @description Authorization amount in the smallest unit of `currency` (e.g. cents for USD).
             * @example 1250
             */
            amount: number;
            currency: components["schemas"]["Currency"];
            merchant: components["schemas"]["CardMerchant"];
        };
        /** @description Sandbox-only request body for `POST /sandbox/cards/{id}/simulate/balance_inquiry`. Drives a balance-inquiry authorization against the card. A balance inquiry is always a `0`-amount authorization, so it carries no `amount`. */
        SandboxCardBalanceInquiryRequest: {
            merchant: components["schemas"]["CardMerchant"];
        };
        /** @description Sandbox-only request body for `POST /sandbox/cards/{id}/simulate/clearing`. Drives a clearing event against an existing `CardTransaction`. Pass an `amount` greater than the authorized amount to exercise the over-auth / restaurant-tip post-hoc-pull path; pass `0` to exercise `AUTHORIZATION_EXPIRY`. Suffix-driven outcomes on the parent transaction's id govern whether the post-hoc pull succeeds. */
        SandboxCardClearingRequest: {
            /**
             * Format: int64
             * @description Clearing amount in the smallest unit of the transaction's currency. Set to `0` to simulate an authorization expiry with no clearing.
             * @example 1500
             */
            amount: number;
            /**
             * @description The id of the `CardTransaction` to clear against. Must be in `AUTHORIZED` or `PARTIALLY_SETTLED` state.
             * @example CardTransaction:019542f5-b3e7-1d02-0000-000000000100
             */
            cardTransactionId: string;
        };
        /** @description Sandbox-only request body for `POST /sandbox/cards/{id}/simulate/return`. Drives a `RETURN` event against an existing settled `CardTransaction`, which creates a `CardRefund` and pushes the parent transaction towards `REFUNDED` (full) or keeps it `SETTLED` (partial). */
        SandboxCardReturnRequest: {
            /**
             * Format: int64
             * @description Return amount in the smallest unit of the transaction's currency. Must be less than or equal to the net settled amount (settled minus previously-refunded).
             * @example 1500
             */
            amount: number;
            /**
             * @description The id of the `CardTransaction` to refund against. Must have at least one settled clearing.
             * @example CardTransaction:019542f5-b3e7-1d02-0000-000000000100
             */
            cardTransactionId: string;
        };
        /** @description Response body for the sandbox card-event simulators. The simulate call pokes the card issuer's sandbox; the resulting card operation is delivered asynchronously via the issuer's events webhook, never synchronously in this response. */
        SandboxCardSimulationResponse: {
            /**
             * @description The card issuer's transaction token for the simulated event. Correlates the eventual webhook-delivered card operation back to this simulate call.
             * @example f3a1c2d4-5b6e-7890-abcd-ef0123456789
             */
            issuerTransactionToken: string;
        };
        /** @description Sandbox-only request body for simulate endpoints keyed only by an existing card transaction — currently `POST /sandbox/cards/{id}/simulate/return_reversal`. */
        SandboxCardTransactionRefRequest: {
            /**
             * @description The id of the `CardTransaction` to act against.
             * @example CardTransaction:019542f5-b3e7-1d02-0000-000000000100
             */
            cardTransactionId: string;
        };
        SandboxFundRequest: {
            /**
             * Format: int64
             * @description Amount to add in the smallest unit of the account's currency (e.g., cents for USD/EUR, satoshis for BTC)
             * @example 100000
             */
            amount: number;
        };
        SandboxPublicKey: string;
        SandboxScenarios: {
            /** @description Payouts complete */
            bankReturn: boolean;
            /** @description Payouts fail after execution and are refunded. */
            payoutFailure: boolean;
            /** @description New quotes expire this many seconds after creation. */
            quoteExpiresInSeconds: number | null;
            /** @description Every request answers 429 with this Retry-After. */
            rateLimitSeconds: number | null;
            /** @description Executes answer QUOTE_RATE_UNAVAILABLE. */
            rateUnavailable: boolean;
            /** @description SCA rounds per operation */
            scaRounds: number | null;
            /** @description The next OTP verify fails as a wrong code. */
            wrongOtp: boolean;
        };
        SandboxScenariosPatch: {
            bankReturn?: boolean;
            payoutFailure?: boolean;
            quoteExpiresInSeconds?: number | null;
            rateLimitSeconds?: number | null;
            rateUnavailable?: boolean;
            scaRounds?: number | null;
            wrongOtp?: boolean;
        };
        SandboxSendRequest: {
            /**
             * Format: int64
             * @description The amount to send in the smallest unit of the currency (eg. cents). If not provided, the amount will be derived from the quote.
             * @example 1000
             */
            currencyAmount?: number;
            /**
             * @description Currency code for the funds to be sent
             * @example USD
             */
            currencyCode: string;
            /**
             * @description The unique identifier of the quote
             * @example Quote:019542f5-b3e7-1d02-0000-000000000006
             */
            quoteId: string;
        };
        SandboxUmaReceiveRequest: {
            /**
             * @description System ID of the receiver (optional if receiverUmaAddress is provided)
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId?: string;
            /**
             * @description UMA address of the receiver (optional if customerId is provided)
             * @example $receiver@uma.domain
             */
            receiverUmaAddress?: string;
            /**
             * Format: int64
             * @description The amount to be received in the smallest unit of the currency (eg. cents)
             * @example 1000
             */
            receivingCurrencyAmount: number;
            /**
             * @description The currency code for the receiving amount
             * @example USD
             */
            receivingCurrencyCode: string;
            /**
             * @description UMA address of the sender from the sandbox
             * @example $success.usd@sandbox.grid.uma.money
             */
            senderUmaAddress: string;
        };
        /** @description Proof that satisfies an `ScaChallenge`. Provide exactly one of `code` (for `SMS_OTP` / `TOTP`) or `passkeyAssertion` (for `PASSKEY`). When supplying a `passkeyAssertion`, `origin` is **required** — the WebAuthn assertion is bound to the origin it was produced against, and a passkey confirmation is rejected without it. */
        ScaAuthorization: {
            /**
             * @description The one-time code the customer received by SMS, or read from their authenticator app. In sandbox, the code is always `123456`.
             * @example 123456
             */
            code?: string | null;
            /**
             * @description The IP address of the end user's device authorizing this operation, forwarded to the SCA provider where it feeds risk assessment and any transaction-risk exemption. Supply the customer's address, not your server's. Optional: the provider records it for money-movement authorizations, and ignores it for beneficiary trust changes.
             * @example 203.0.113.42
             */
            endUserIpAddress?: string | null;
            /**
             * @description The WebAuthn origin the `passkeyAssertion` was produced against. **Required** alongside `passkeyAssertion`; omit it for the `code` path. When the challenge lists `passkeyAllowedOrigins` (enrollment / login challenges), it must be one of those. A per-transaction passkey challenge carries `passkeyAssertionOptions` but may omit `passkeyAllowedOrigins`; in that case supply the origin your app invoked the WebAuthn API from, which must match the relying party in `passkeyAssertionOptions`.
             * @example https://app.example.com
             */
            origin?: string | null;
            /** @description Opaque WebAuthn assertion produced by the device from the challenge's `passkeyAssertionOptions`. Required when satisfying a `PASSKEY` challenge. */
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * @description A Strong Customer Authentication challenge that must be satisfied before a money-movement operation can complete. This object is **only present when the customer is in a region where SCA is required** (the EU); for customers outside SCA-regulated regions it is omitted entirely and no action is needed.
         *
         *     When present on a quote, authorize it by submitting an `ScaAuthorization` proof to `POST /quotes/{quoteId}/authorize`.
         *
         *     **A single operation may require more than one authorization, in sequence.** Treat `scaChallenge` as *the challenge to satisfy now*, not "the only one". After each authorize, re-inspect the returned quote/transaction: if it is still `PENDING_AUTHORIZATION`, it carries the **next** `scaChallenge` (a new `id`) — authorize that too, and repeat until it leaves `PENDING_AUTHORIZATION`. Do not assume one authorization releases the transfer. The number of authorizations is flow-dependent and **may decrease in future**: for example, a cross-currency send today authorizes the currency conversion and the payout as two separate challenges; a future update may collapse them into one. A client written to loop on status handles any count unchanged.
         */
        ScaChallenge: {
            /**
             * @description The factors the customer may use to satisfy this challenge.
             * @example [
             *       "SMS_OTP"
             *     ]
             */
            availableFactors: components["schemas"]["ScaFactor"][];
            /**
             * Format: date-time
             * @description Absolute UTC timestamp after which this challenge can no longer be authorized.
             * @example 2025-10-03T12:05:00Z
             */
            expiresAt: string;
            /** @description The factor this challenge was issued for. Defaults to `SMS_OTP`. */
            factor: components["schemas"]["ScaFactor"];
            /**
             * @description Unique identifier for this challenge. The server resolves the active challenge from the quote or transaction being authorized, so this field need not be supplied back; it is informational (e.g. for logging or correlation).
             * @example ScaChallenge:019542f5-b3e7-1d02-0000-000000000007
             */
            id: string;
            /**
             * @description The origins the WebAuthn ceremony may run against. Populated for enrollment and login passkey challenges; the origin the assertion is produced against must be one of these and echoed back as `ScaAuthorization.origin`. Per-transaction passkey challenges omit this (they carry `passkeyAssertionOptions` only) — see `ScaAuthorization.origin` for how to source the origin in that case.
             * @example [
             *       "https://app.example.com"
             *     ]
             */
            passkeyAllowedOrigins?: string[] | null;
            /** @description Opaque WebAuthn assertion request options (including the relying-party id, challenge, and allowed credentials), present only when `factor` is `PASSKEY`. Pass to the device's WebAuthn API to produce the assertion submitted back in `ScaAuthorization.passkeyAssertion`. */
            passkeyAssertionOptions?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Optional, informational label for what this particular challenge in the sequence authorizes — useful for step UX (e.g. "Authorize the currency conversion" vs "Authorize the payout"). Known values include `CURRENCY_CONVERSION`, `PAYOUT`, and `TRANSFER`, but the set is **non-exhaustive and may grow** — treat unrecognized values as a generic authorization step and do not branch program logic on it. Omitted when steps are not distinguished (e.g. a single-authorization flow).
             * @example PAYOUT
             */
            purpose?: string | null;
        };
        /**
         * @description A Strong Customer Authentication factor.
         *
         *     | Factor | Description |
         *     |--------|-------------|
         *     | `SMS_OTP` | One-time code sent by SMS to the customer's verified phone. Requires no prior enrollment. |
         *     | `TOTP` | Time-based one-time code from an authenticator app. Requires enrollment. Not valid for per-transaction challenges (cannot carry dynamic linking). |
         *     | `PASSKEY` | WebAuthn passkey assertion. Requires enrollment. |
         * @enum {string}
         */
        ScaFactor: "SMS_OTP" | "TOTP" | "PASSKEY";
        /** @description The proof that finalizes enrollment, keyed by `type`: the TOTP shared secret + code, or the passkey `origin` + `credential`. */
        ScaFactorConfirmRequestOneOf: components["schemas"]["TotpEnrollmentConfirmRequest"] | components["schemas"]["PasskeyEnrollmentConfirmRequest"];
        /** @description The enrollment result, keyed by `type`. */
        ScaFactorConfirmResponseOneOf: components["schemas"]["TotpEnrollmentConfirmResponse"] | components["schemas"]["PasskeyEnrollmentConfirmResponse"];
        /** @description Which SCA factor to begin enrolling, selected by `type`. `SMS_OTP` is not enrollable (it uses the customer's verified phone), so only `TOTP` and `PASSKEY` are valid here. */
        ScaFactorEnrollRequestOneOf: components["schemas"]["TotpFactorEnrollRequest"] | components["schemas"]["PasskeyFactorEnrollRequest"];
        /** @description The factor-specific material needed to complete enrollment, keyed by `type`: a TOTP shared secret + provisioning URI, or the WebAuthn registration options for a passkey. */
        ScaFactorEnrollStartOneOf: components["schemas"]["TotpEnrollmentStart"] | components["schemas"]["PasskeyEnrollmentStart"];
        /** @description The Strong Customer Authentication factors a customer has enrolled. */
        ScaFactorList: {
            /** @description The customer's enrolled SCA factors. */
            factors: components["schemas"]["ScaFactorView"][];
        };
        /** @description An enrolled Strong Customer Authentication factor. */
        ScaFactorView: {
            /** @description The per-credential id, populated only for `PASSKEY` factors (the id passed to delete a passkey). Omitted for `TOTP` and `SMS_OTP`, which have no per-credential id. */
            credentialId?: string;
            /** @description The kind of enrolled factor. */
            factor: components["schemas"]["ScaFactor"];
            /** @description An optional human-readable label for this factor. */
            name?: string;
        };
        /** @description The status of a completed SCA login session. */
        ScaLoginComplete: {
            /**
             * Format: date-time
             * @description Absolute UTC timestamp after which the customer's SCA session is no longer valid and they must complete another SCA login. Money movement in SCA-regulated currencies is refused once it passes, so prompt a re-login ahead of it rather than waiting for a `SCA_SESSION_REQUIRED` failure. Present when the login established a session.
             * @example 2026-01-29T12:00:00Z
             */
            sessionExpiresAt?: string | null;
            /**
             * @description The status of the login session. A successful login reports `SUCCESS`; other values indicate the login did not complete and should be surfaced to the caller.
             * @example SUCCESS
             */
            status: string;
        };
        /** @description Completes an SCA login by submitting the proof for the started factor. Carries the same proof fields as an `ScaAuthorization` (`code` for `SMS_OTP` / `TOTP`, or `passkeyAssertion` + `origin` for `PASSKEY`), plus the `factor` being completed, the `endUserIpAddress` the login is being performed from, and, for `SMS_OTP`, the `challengeId` returned by the login start. */
        ScaLoginCompleteRequest: {
            /** @description The challenge handle returned by the login start, required for `SMS_OTP` and omitted for other factors. */
            challengeId?: string | null;
            /**
             * @description The one-time code the customer received by SMS, or read from their authenticator app. Provide for `SMS_OTP` / `TOTP`. In sandbox, the code is always `123456`.
             * @example 123456
             */
            code?: string | null;
            /**
             * @description The IP address of the end user's device completing this login, recorded against the login event by the SCA provider. Supply the customer's address, not your server's — it feeds the provider's risk assessment and any transaction-risk exemption.
             * @example 203.0.113.42
             */
            endUserIpAddress: string;
            /** @description The factor being completed; must match the started login. */
            factor: components["schemas"]["ScaFactor"];
            /**
             * @description The WebAuthn origin the `passkeyAssertion` was produced against (one of the login start's `allowedOrigins`). Required alongside `passkeyAssertion`; omit it for the `code` path.
             * @example https://app.example.com
             */
            origin?: string | null;
            /** @description Opaque WebAuthn assertion produced by the device from the login start's `passkeyOptions`. Required when completing a `PASSKEY` login. */
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
        } | unknown | unknown;
        /** @description The factor-specific material a customer needs to complete an SCA login. Each factor surfaces only the fields it issues: `SMS_OTP` carries `challengeId` and `expiresAt`; `TOTP` carries neither (the customer reads the code from their authenticator app); `PASSKEY` carries the opaque WebAuthn `passkeyOptions` with `allowedOrigins` and `relyingPartyId`. */
        ScaLoginStart: {
            /**
             * @description The origins the WebAuthn ceremony may run against. Present only for `PASSKEY`.
             * @example [
             *       "https://app.example.com"
             *     ]
             */
            allowedOrigins?: string[] | null;
            /** @description The challenge handle for an `SMS_OTP` login, threaded back on the complete call. Present only for `SMS_OTP`. */
            challengeId?: string | null;
            /**
             * Format: date-time
             * @description Absolute UTC timestamp after which the `SMS_OTP` code expires. Present only for `SMS_OTP`.
             * @example 2025-10-03T12:05:00Z
             */
            expiresAt?: string | null;
            /** @description The factor this login was started for. */
            factor: components["schemas"]["ScaFactor"];
            /** @description Opaque WebAuthn assertion request options. Present only for `PASSKEY`; pass to the device's WebAuthn API to produce the assertion submitted on the complete call. */
            passkeyOptions?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The WebAuthn relying-party id. Present only for `PASSKEY`.
             * @example app.example.com
             */
            relyingPartyId?: string | null;
        };
        /** @description Selects which enrolled factor to start an SCA login with. The factor must already be enrolled (or, for `SMS_OTP`, the phone verified). */
        ScaLoginStartRequest: {
            /** @description The factor to authenticate with. */
            factor: components["schemas"]["ScaFactor"];
        };
        SessionListResponse: {
            /** @description List of active authentication sessions for the internal account. */
            data: components["schemas"]["AuthSession"][];
        };
        SgdAccountInfo: components["schemas"]["SgdAccountInfoBase"] & {
            paymentRails: ("PAYNOW" | "FAST" | "BANK_TRANSFER")[];
        };
        /**
         * @example {
         *       "accountType": "SGD_ACCOUNT",
         *       "bankName": "DBS Bank Ltd",
         *       "accountNumber": "0123456789",
         *       "swiftCode": "DBSSSGSG"
         *     }
         */
        SgdAccountInfoBase: {
            /**
             * @description Bank account number
             * @example 0123456789
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "SGD_ACCOUNT";
            /**
             * @description Name of the beneficiary's bank. When omitted, resolved from swiftCode via the payout partner bank directory at account creation.
             * @example DBS Bank Ltd
             */
            bankName?: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example DBSSSGSG
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        SgdBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** SGD Account */
        SgdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SgdAccountInfoBase"] & {
            beneficiary: components["schemas"]["SgdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        /** SGD Account */
        SgdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SgdAccountInfo"] & {
            beneficiary: components["schemas"]["SgdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        /**
         * Signed Request Challenge
         * @description Common base for two-step signed-retry challenge responses on Embedded Wallet endpoints (credential registration or revocation, session refresh or revocation, wallet export, customer email updates, and similar). Holds the signing fields shared across every challenge shape; each variant composes this base via `allOf` and adds its own resource `id` (and `type`, when applicable) with variant-specific description and example.
         */
        SignedRequestChallenge: {
            /**
             * Format: date-time
             * @description Timestamp after which this challenge is no longer valid. The signed retry must be submitted before this time.
             * @example 2026-04-08T15:35:00Z
             */
            expiresAt: string;
            /**
             * @description Canonical payload for the retry authorization stamp. Build an API-key stamp over this exact value with the session API keypair, then send the full base64url-encoded stamp in `Service-Wallet-Signature` on the retry that completes the original request.
             * @example {"organizationId":"org_2m9F...","parameters":{"userId":"user_2m9F..."},"timestampMs":"1775681700000","type":"ACTIVITY_TYPE_EXAMPLE"}
             */
            payloadToSign: string;
            /**
             * @description Grid-issued `Request:<uuid>` identifier for this pending request. Echo this value exactly in the `Request-Id` header on the signed retry so the server can correlate the retry with the issued challenge.
             * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
             */
            requestId: string;
        };
        SlvAccountInfo: components["schemas"]["SlvAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /**
         * @description Required fields depend on the selected paymentRails:
         *     - BANK_TRANSFER: bankAccountType, accountNumber
         *     - MOBILE_MONEY: phoneNumber
         * @example {
         *       "accountType": "SLV_ACCOUNT",
         *       "bankName": "Banco Cuscatlan",
         *       "accountNumber": "0123456789",
         *       "bankAccountType": "CHECKING"
         *     }
         */
        SlvAccountInfoBase: {
            /** @description The account number of the bank (BANK_TRANSFER only) */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "SLV_ACCOUNT";
            /**
             * @description The bank account type (BANK_TRANSFER only)
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description The name of the bank (BANK_TRANSFER only) */
            bankName?: string;
            /**
             * @description The phone number in international format (MOBILE_MONEY only — e.g. Tigo Money)
             * @example +50312345678
             */
            phoneNumber?: string;
        };
        /** Individual Beneficiary */
        SlvBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** SLV Account */
        SlvExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SlvAccountInfoBase"] & {
            beneficiary: components["schemas"]["SlvBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** SLV Account */
        SlvExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SlvAccountInfo"] & {
            beneficiary: components["schemas"]["SlvBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** SMS OTP Credential Create Request */
        SmsOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["SmsOtpCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        SmsOtpCredentialCreateRequestFields: {
            /**
             * @description Discriminator value identifying this as an SMS OTP credential.
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        /** SMS OTP Credential Verify Request */
        SmsOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["SmsOtpCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        /** @description Verify an SMS-OTP credential via the same secure two-leg flow as email OTP. The client HPKE-encrypts the OTP code (together with its public key) under the `otpEncryptionTargetBundle` returned from registration or `POST /auth/credentials/{id}/challenge`, submits the result here, and receives `202` with a `payloadToSign` carrying a `verificationToken` bound to the client's public key. The client signs that token with the matching private key and retries this request with `Service-Wallet-Signature` + `Request-Id` headers to obtain the session. Plaintext OTP codes are never sent over the wire. */
        SmsOtpCredentialVerifyRequestFields: {
            /**
             * @description HPKE-sealed OTP attempt. Same format and retry semantics as `EmailOtpCredentialVerifyRequest.encryptedOtpBundle`.
             * @example {"encappedPublic":"044f631a2d890bc6668d997ee184e190650d06adf970987568ec641214a00403b73effe1ef406c60a5cde8508a4484567ddb8056fbd493bee614cd727aef02a838","ciphertext":"1fa1023390a56539aa48cbb380aa28f544ed5cc04861566bb806e25ba026f14660eaf4140a05b388dd012eaa899759a6a92576cdca8c1b7d12e147bd96cc26ed9f74886794155d8ac5cf0fdc"}
             */
            encryptedOtpBundle: string;
            /**
             * @description Discriminator value identifying this as an SMS OTP verification.
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        /** Solana Wallet */
        SolanaWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SolanaWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SOLANA_WALLET";
        };
        SolanaWalletInfo: {
            /** @enum {string} */
            accountType: "SOLANA_WALLET";
            /**
             * @description Solana wallet address
             * @example 4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg
             */
            address: string;
        };
        /**
         * @description A structured source-of-funds category for the business
         * @example OPERATING_REVENUE
         * @enum {string}
         */
        SourceOfFundsCategory: "OPERATING_REVENUE" | "INVESTMENT_INCOME" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS" | "OTHER";
        /**
         * @description Origin of the customer's accumulated wealth (STOCK). Distinct from `SourceOfFundsCategory` which describes the FLOW of funds for this specific account.
         * @example SALARY
         * @enum {string}
         */
        SourceOfWealthCategory: "SALARY" | "BUSINESS_INCOME" | "INVESTMENTS" | "INHERITANCE" | "PROPERTY_SALE" | "GIFT" | "RETIREMENT" | "SAVINGS" | "OTHER";
        /** Spark Wallet */
        SparkWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SparkWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SPARK_WALLET";
        };
        SparkWalletInfo: {
            /** @enum {string} */
            accountType: "SPARK_WALLET";
            /**
             * @description Spark wallet address
             * @example spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu
             */
            address: string;
        };
        Stablecoin: {
            /**
             * @description Fiat currency the stablecoin is denominated against.
             * @example USD
             */
            baseCurrency: string;
            /**
             * Format: date-time
             * @description Creation timestamp.
             * @example 2026-05-20T16:40:00Z
             */
            createdAt: string;
            /**
             * @description Grid currency code after the stablecoin is enabled for Grid operations.
             * @example ACME
             */
            currency?: string;
            /**
             * @description Number of decimal places used by the stablecoin.
             * @example 6
             */
            decimals: number;
            gridOperationsStatus: components["schemas"]["StablecoinGridOperationsStatus"];
            /**
             * @description System-generated stablecoin identifier.
             * @example Stablecoin:019542f5-b3e7-1d02-0000-000000000002
             */
            id: string;
            issuanceStatus: components["schemas"]["StablecoinIssuanceStatus"];
            /**
             * @description Stablecoin display name.
             * @example Acme Dollar
             */
            name: string;
            network: components["schemas"]["StablecoinNetwork"];
            /**
             * @description Token identifier in the namespace selected by `network`.
             * @example btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k
             */
            networkTokenIdentifier: string;
            provider: components["schemas"]["StablecoinProvider"];
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            /**
             * @description Provider token identifier. For Brale this maps to `value_type`.
             * @example ACME
             */
            providerTokenIdentifier: string;
            /**
             * @description Stablecoin provider account link selected for this stablecoin.
             * @example StablecoinProviderAccount:019542f5-b3e7-1d02-0000-000000000001
             */
            stablecoinProviderAccountId: string;
            /**
             * @description Stablecoin symbol.
             * @example ACME
             */
            symbol: string;
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2026-05-20T17:10:00Z
             */
            updatedAt: string;
        };
        /** ACH Debit */
        StablecoinAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /**
             * @description Grid `ExternalAccount` debited to fund the mint.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000101
             */
            externalAccountId: string;
            /**
             * @description ACH debit funding.
             * @example ACH_DEBIT
             * @enum {string}
             */
            type: "ACH_DEBIT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACH_DEBIT";
        };
        StablecoinBurnDestination: {
            /**
             * @description Grid bank `ExternalAccount` receiving fiat redemption proceeds.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000205
             */
            externalAccountId: string;
            /**
             * @description Fiat payout rail for the burn destination.
             * @enum {string}
             */
            rail: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
            /**
             * @description Burn destination variant. V1 supports fiat Grid `ExternalAccount` destinations.
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT";
        };
        StablecoinBurnRequest: {
            /**
             * @description Amount to burn in the stablecoin's smallest unit. The amount must convert exactly to a whole fiat cent for the token decimals.
             * @example 1000000
             */
            amount: string;
            /**
             * @description Optional platform-provided operation description.
             * @example Redeem ACME
             */
            description?: string;
            destination: components["schemas"]["StablecoinBurnDestination"];
            source: components["schemas"]["StablecoinBurnSource"];
        };
        StablecoinBurnSource: components["schemas"]["StablecoinExternalAccountBurnSource"] | components["schemas"]["StablecoinGridInternalBurnSource"] | components["schemas"]["StablecoinProviderBalanceBurnSource"];
        StablecoinBurnSourceBase: {
            /**
             * @description Burn source variant. Grid internal account burns are reserved for the Grid-enabled ledger movement flow.
             * @example EXTERNAL_ACCOUNT
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT" | "GRID_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /**
         * @description Static rail timing estimate for fiat redemption delivery. This is guidance, not a guaranteed arrival time.
         * @example {
         *       "rail": "ACH_CREDIT",
         *       "amount": "100",
         *       "currency": "USD",
         *       "timing": "1-3 business days"
         *     }
         */
        StablecoinEstimatedDelivery: {
            /**
             * @description Estimated delivery amount in the smallest unit of `currency` (e.g. cents for USD).
             * @example 100
             */
            amount?: string;
            /**
             * @description ISO 4217 currency code of the fiat payout.
             * @example USD
             */
            currency?: string;
            /**
             * @description Fiat payout rail the estimate applies to.
             * @example ACH_CREDIT
             */
            rail?: string;
            /**
             * @description Human-readable rail timing estimate.
             * @example 1-3 business days
             */
            timing?: string;
        } & {
            [key: string]: unknown;
        };
        /** External Account */
        StablecoinExternalAccountBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /**
             * @description External account burn. The response carries funding instructions naming the provider deposit address to send the stablecoin to.
             * @example EXTERNAL_ACCOUNT
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT";
        };
        /**
         * @description Provider funding instructions safe to show publicly. Present for wire-funded mint operations and external-source burn operations when available. The common fields below are always declared; the exact set of remaining fields is rail- and provider-specific (for example, wire instructions carry bank beneficiary/account/routing details while Spark and on-chain instructions carry a deposit address), so `additionalProperties` stays open to pass those through without a spec change per rail.
         * @example {
         *       "rail": "SPARK",
         *       "network": "SPARK",
         *       "address": "spark1...",
         *       "valueType": "ACME"
         *     }
         */
        StablecoinFundingInstructions: {
            /**
             * @description Deposit address the issuer sends funds to, for on-chain or Spark rails.
             * @example spark1...
             */
            address?: string;
            /**
             * @description Network the funds should be sent on, when applicable.
             * @example SPARK
             */
            network?: string;
            /**
             * @description Funding rail these instructions apply to (e.g. `SPARK`, `WIRE`).
             * @example SPARK
             */
            rail?: string;
            /**
             * @description Provider token/value type the deposit address expects.
             * @example ACME
             */
            valueType?: string;
        } & {
            [key: string]: unknown;
        };
        /** Grid Internal Account */
        StablecoinGridInternalBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /**
             * @description Grid internal source account id.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000204
             */
            accountId: string;
            /**
             * @description Grid internal account burn. Reserved for the Grid-controlled ledger movement flow.
             * @example GRID_INTERNAL_ACCOUNT
             * @enum {string}
             */
            type: "GRID_INTERNAL_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GRID_INTERNAL_ACCOUNT";
        };
        /** Grid Internal Account */
        StablecoinGridInternalFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /**
             * @description Grid internal funding account id.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000102
             */
            accountId: string;
            /**
             * @description Grid internal account funding. Reserved for the follow-up Grid-funded mint flow.
             * @example GRID_INTERNAL_ACCOUNT
             * @enum {string}
             */
            type: "GRID_INTERNAL_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GRID_INTERNAL_ACCOUNT";
        };
        /**
         * @description Whether the stablecoin has been enabled for normal Grid operations.
         * @enum {string}
         */
        StablecoinGridOperationsStatus: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
        /**
         * @description Provider issuance/linking status for the registered stablecoin.
         * @enum {string}
         */
        StablecoinIssuanceStatus: "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
        StablecoinListResponse: {
            data: components["schemas"]["Stablecoin"][];
            /** @description Indicates if more results are available beyond this page. */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results. */
            nextCursor?: string;
            /** @description Total number of stablecoins matching the criteria. */
            totalCount?: number;
        };
        /** @description Account that receives the minted stablecoin. External and Grid-managed accounts are represented as a single account reference, matching the `accountId` pattern used elsewhere in the API; the id prefix (`ExternalAccount:` or `InternalAccount:`) determines which. In the initial Brale-backed flow this must reference an active Spark external account. */
        StablecoinMintDestination: {
            /**
             * @description Grid account receiving the minted stablecoin. Accepts an `ExternalAccount:` id (initial Brale-backed flow) or an `InternalAccount:` id for Grid-managed destinations.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000201
             */
            accountId: string;
        };
        StablecoinMintFundingSource: components["schemas"]["StablecoinWireFundingSource"] | components["schemas"]["StablecoinAchDebitFundingSource"] | components["schemas"]["StablecoinSameDayAchDebitFundingSource"] | components["schemas"]["StablecoinGridInternalFundingSource"] | components["schemas"]["StablecoinProviderBalanceFundingSource"];
        StablecoinMintFundingSourceBase: {
            /**
             * @description Funding source variant. Grid internal account and provider internal balance funding are reserved for follow-up support.
             * @example ACH_DEBIT
             * @enum {string}
             */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "GRID_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        StablecoinMintRequest: {
            /**
             * @description Amount to mint in the stablecoin's smallest unit. The amount must convert exactly to a whole fiat cent for the token decimals.
             * @example 1000000
             */
            amount: string;
            /**
             * @description Optional platform-provided operation description.
             * @example Initial program funding mint
             */
            description?: string;
            destination: components["schemas"]["StablecoinMintDestination"];
            fundingSource: components["schemas"]["StablecoinMintFundingSource"];
        };
        /**
         * @description Public network family for the stablecoin token identifier. The concrete Spark network is inferred from the platform mode.
         * @enum {string}
         */
        StablecoinNetwork: "SPARK";
        StablecoinOperation: {
            /**
             * @description Operation amount in the stablecoin's smallest unit.
             * @example 1000000
             */
            amount: string;
            /**
             * Format: date-time
             * @description Creation timestamp.
             * @example 2026-05-20T16:40:00Z
             */
            createdAt: string;
            /**
             * @description Platform-provided operation description.
             * @example Initial program funding mint
             */
            description?: string;
            destination?: components["schemas"]["StablecoinOperationDestination"];
            estimatedDelivery?: components["schemas"]["StablecoinEstimatedDelivery"];
            /**
             * Format: date-time
             * @description Expiry for operations awaiting external funding.
             * @example 2026-05-27T16:40:00Z
             */
            expiresAt?: string;
            /**
             * @description Stable internal failure code for terminal failed operations.
             * @example PROVIDER_TRANSFER_FAILED
             */
            failureReason?: string;
            fundingInstructions?: components["schemas"]["StablecoinFundingInstructions"];
            /**
             * @description System-generated stablecoin issuer operation identifier.
             * @example StablecoinOperation:019542f5-b3e7-1d02-0000-000000000301
             */
            id: string;
            operationType: components["schemas"]["StablecoinOperationType"];
            provider: components["schemas"]["StablecoinProvider"];
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            /**
             * @description Sanitized provider status when available.
             * @example pending
             */
            providerStatus?: string;
            source?: components["schemas"]["StablecoinOperationSource"];
            /**
             * @description Stablecoin this operation belongs to.
             * @example Stablecoin:019542f5-b3e7-1d02-0000-000000000002
             */
            stablecoinId: string;
            /**
             * @description Stablecoin provider account link used for the operation.
             * @example StablecoinProviderAccount:019542f5-b3e7-1d02-0000-000000000001
             */
            stablecoinProviderAccountId: string;
            status: components["schemas"]["StablecoinOperationStatus"];
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2026-05-20T17:10:00Z
             */
            updatedAt: string;
        };
        /** @description Destination of a stablecoin operation, as reported on a `StablecoinOperation`. A single merged (flat) shape so the field is unambiguously deserializable regardless of operation type: `accountId` identifies the receiving account (its `ExternalAccount:` / `InternalAccount:` prefix disambiguates external vs Grid-managed), and `rail` is present for burn (fiat payout) destinations and absent for mint destinations. */
        StablecoinOperationDestination: {
            /**
             * @description Grid account that received the funds. An `ExternalAccount:` id for external destinations or an `InternalAccount:` id for Grid-managed destinations.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000205
             */
            accountId: string;
            /**
             * @description Fiat payout rail, present for burn (fiat redemption) destinations.
             * @enum {string}
             */
            rail?: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
        };
        StablecoinOperationListResponse: {
            data: components["schemas"]["StablecoinOperation"][];
            /** @description Indicates if more results are available beyond this page. */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results. */
            nextCursor?: string;
            /** @description Total number of stablecoin operations matching the query. */
            totalCount?: number;
        };
        /** @description Source of a stablecoin operation, as reported on a `StablecoinOperation`. A single merged shape (superset of the mint funding source and burn source request variants) so the field is unambiguously deserializable regardless of operation type: `externalAccountId` is present for external-account funded mints, `accountId` for Grid internal account sources, and `sourceTokenIdentifier`/`cryptoNetwork` for provider internal balance sources. */
        StablecoinOperationSource: {
            /**
             * @description Grid internal account id, present for Grid internal account sources.
             * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000102
             */
            accountId?: string;
            /**
             * @description Source crypto network, present for provider internal balance sources.
             * @example SOLANA
             */
            cryptoNetwork?: string;
            /**
             * @description Grid `ExternalAccount` funding the operation, present for ACH debit mints.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000101
             */
            externalAccountId?: string;
            /**
             * @description Provider token/value type, present for provider internal balance sources.
             * @example USDC
             */
            sourceTokenIdentifier?: string;
            /**
             * @description Source variant. Mint funding uses `WIRE`, `ACH_DEBIT`, or `SAME_DAY_ACH_DEBIT`; burns use `EXTERNAL_ACCOUNT`. `GRID_INTERNAL_ACCOUNT` and `PROVIDER_INTERNAL_BALANCE` are shared across mint and burn.
             * @example ACH_DEBIT
             * @enum {string}
             */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "EXTERNAL_ACCOUNT" | "GRID_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /**
         * @description Stablecoin issuer operation lifecycle status.
         * @enum {string}
         */
        StablecoinOperationStatus: "CREATED" | "PENDING_FUNDING" | "PENDING_PROVIDER" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
        /**
         * @description Stablecoin issuer operation type.
         * @enum {string}
         */
        StablecoinOperationType: "MINT" | "BURN";
        /**
         * @description Stablecoin provider backing the linked account, stablecoin, or operation.
         * @enum {string}
         */
        StablecoinProvider: "BRALE";
        StablecoinProviderAccount: {
            /**
             * Format: date-time
             * @description Creation timestamp.
             * @example 2026-05-20T16:35:00Z
             */
            createdAt: string;
            /**
             * @description System-generated stablecoin provider account link identifier.
             * @example StablecoinProviderAccount:019542f5-b3e7-1d02-0000-000000000001
             */
            id: string;
            /**
             * Format: date-time
             * @description Timestamp of the last successful provider credential verification.
             * @example 2026-05-20T16:35:00Z
             */
            lastVerifiedAt?: string;
            provider: components["schemas"]["StablecoinProvider"];
            /**
             * @description Provider account id.
             * @example 2VcUIonJeVQzFoBuC7LdFT0dRe4
             */
            providerAccountId: string;
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            status: components["schemas"]["StablecoinProviderAccountStatus"];
            /**
             * Format: date-time
             * @description Last update timestamp.
             * @example 2026-05-20T16:35:00Z
             */
            updatedAt: string;
        };
        StablecoinProviderAccountLinkRequest: {
            /**
             * @description Provider API client id used to verify and link the provider account.
             * @example provider_client_123
             */
            apiClientId: string;
            /**
             * @description Provider API client secret. Grid verifies and stores this secret encrypted; it is never returned.
             * @example provider_secret_456
             */
            apiClientSecret: string;
            provider: components["schemas"]["StablecoinProvider"];
            /**
             * @description Provider account id. Optional when the submitted credentials expose exactly one provider account.
             * @example 2VcUIonJeVQzFoBuC7LdFT0dRe4
             */
            providerAccountId?: string;
        };
        StablecoinProviderAccountListResponse: {
            data: components["schemas"]["StablecoinProviderAccount"][];
            /** @description Indicates if more results are available beyond this page. */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results. */
            nextCursor?: string;
            /** @description Total number of stablecoin provider account links matching the criteria. */
            totalCount?: number;
        };
        /**
         * @description Status of the linked stablecoin provider account credentials.
         * @enum {string}
         */
        StablecoinProviderAccountStatus: "ACTIVE" | "INVALID" | "REVOKED";
        /** Provider Internal Balance */
        StablecoinProviderBalanceBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /**
             * @description Provider internal balance burn. Spends stablecoin funds already held at the provider.
             * @example PROVIDER_INTERNAL_BALANCE
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        /** Provider Internal Balance */
        StablecoinProviderBalanceFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /**
             * @description Source crypto network for the provider internal balance funds.
             * @example SOLANA
             */
            cryptoNetwork: string;
            /**
             * @description Provider token/value type spent from the provider internal balance.
             * @example USDC
             */
            sourceTokenIdentifier: string;
            /**
             * @description Provider internal balance funding. Reserved for the follow-up provider-balance mint flow.
             * @example PROVIDER_INTERNAL_BALANCE
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        /**
         * @description Provider environment derived from the authenticated Grid platform mode.
         * @enum {string}
         */
        StablecoinProviderEnvironment: "SANDBOX" | "PRODUCTION";
        StablecoinRegisterRequest: {
            network: components["schemas"]["StablecoinNetwork"];
            /**
             * @description Token identifier in the namespace selected by `network`.
             * @example btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k
             */
            networkTokenIdentifier: string;
            /**
             * @description Provider identifier for the stablecoin. For Brale this maps to `value_type`.
             * @example ACME
             */
            providerTokenIdentifier: string;
            /**
             * @description Provider account link to register against. Optional when exactly one active link exists for the authenticated platform; required to resolve STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED when multiple links exist.
             * @example StablecoinProviderAccount:019542f5-b3e7-1d02-0000-000000000001
             */
            stablecoinProviderAccountId?: string;
        };
        /** Same-Day ACH Debit */
        StablecoinSameDayAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /**
             * @description Grid `ExternalAccount` debited to fund the mint.
             * @example ExternalAccount:019542f5-b3e7-1d02-0000-000000000101
             */
            externalAccountId: string;
            /**
             * @description Same-day ACH debit funding.
             * @example SAME_DAY_ACH_DEBIT
             * @enum {string}
             */
            type: "SAME_DAY_ACH_DEBIT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SAME_DAY_ACH_DEBIT";
        };
        /** Wire */
        StablecoinWireFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /**
             * @description Wire-funded mint. Funding instructions are returned on the resulting operation.
             * @example WIRE
             * @enum {string}
             */
            type: "WIRE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WIRE";
        };
        SwiftAccountInfo: components["schemas"]["SwiftAccountInfoBase"] & {
            paymentRails: "SWIFT"[];
        };
        /**
         * @description At least one of accountNumber or iban is always present: IBAN-only corridors (e.g. BR, GB) use iban, other corridors use accountNumber, and both appear when the bank exposes both identifiers for the same account.
         * @example {
         *       "accountType": "SWIFT_ACCOUNT",
         *       "country": "NG",
         *       "swiftCode": "DEUTDEFF",
         *       "bankName": "Deutsche Bank",
         *       "accountNumber": "1234567890"
         *     }
         */
        SwiftAccountInfoBase: {
            /**
             * @description The bank account number. Required for most corridors. Use iban instead for IBAN-only corridors (e.g. BR, GB).
             * @example 1234567890
             */
            accountNumber?: string;
            /** @enum {string} */
            accountType: "SWIFT_ACCOUNT";
            /**
             * @description The name of the bank
             * @example Deutsche Bank
             */
            bankName: string;
            /**
             * @description The ISO 3166-1 alpha-2 country code of the bank account
             * @example NG
             */
            country: string;
            /**
             * @description The IBAN of the bank account. Required for IBAN-only corridors (e.g. BR, GB). Use accountNumber for all other corridors.
             * @example GB29NWBK60161331926819
             */
            iban?: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example DEUTDEFF
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        SwiftBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** SWIFT Account */
        SwiftExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SwiftAccountInfoBase"] & {
            beneficiary: components["schemas"]["SwiftBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        /** SWIFT Account */
        SwiftExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SwiftAccountInfo"] & {
            beneficiary: components["schemas"]["SwiftBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        TestWebhookRequest: components["schemas"]["BaseWebhook"] & {
            /** @enum {string} */
            type?: "TEST";
        };
        TestWebhookResponse: {
            /** @description The raw body content returned by the webhook endpoint in response to the request */
            response_body?: string;
            /**
             * @description The HTTP status code returned by the webhook endpoint
             * @example 200
             */
            response_status: number;
            /**
             * Format: uri
             * @description URL where the webhook was sent
             * @example https://api.mycompany.com/webhooks/uma
             */
            url?: string;
        };
        ThbAccountInfo: components["schemas"]["ThbAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "THB_ACCOUNT",
         *       "bankName": "Example Bank",
         *       "accountNumber": "1234567890",
         *       "swiftCode": "BKKBTHBK"
         *     }
         */
        ThbAccountInfoBase: {
            /**
             * @description Thai bank account number
             * @example 1234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "THB_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example BKKBTHBK
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        ThbBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** THB Account */
        ThbExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ThbAccountInfoBase"] & {
            beneficiary: components["schemas"]["ThbBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        /** THB Account */
        ThbExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ThbAccountInfo"] & {
            beneficiary: components["schemas"]["ThbBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        /** @description The shared secret returned by the TOTP enrollment start, plus the first code the customer's authenticator app produces, submitted to confirm and finalize the TOTP factor. */
        TotpEnrollmentConfirmRequest: {
            /**
             * @description The current time-based one-time code from the customer's authenticator app. In sandbox, the code is always `123456`.
             * @example 123456
             */
            code: string;
            /** @description The shared secret returned as `secret` by the TOTP enrollment start, threaded back to bind the confirmation to that enrollment. */
            secret: string;
            /**
             * @description Discriminator selecting the TOTP confirm variant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TOTP";
        };
        /** @description The one-time recovery codes issued once a TOTP factor is enrolled. These are shown to the customer only once; store them somewhere safe to recover access if the authenticator device is lost. */
        TotpEnrollmentConfirmResponse: {
            /**
             * @description The one-time recovery codes for this TOTP factor.
             * @example [
             *       "ABCD-EFGH-IJKL",
             *       "MNOP-QRST-UVWX"
             *     ]
             */
            recoveryCodes: string[];
            /**
             * @description Discriminator identifying this as the TOTP enrollment result. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TOTP";
        };
        /** @description The shared secret a customer's authenticator app needs to enroll a TOTP factor. Returned by `POST /sca/factors` for a `TOTP` request; the customer scans `totpUri` (an `otpauth://` provisioning URI) and confirms with the first code their app produces. */
        TotpEnrollmentStart: {
            /** @description The raw TOTP shared secret. */
            secret: string;
            /** @description The Base32-encoded shared secret, suitable for manual entry into an authenticator app that does not scan QR codes. */
            secretBase32Encoded: string;
            /**
             * @description The `otpauth://` provisioning URI (the QR-code payload) the customer's authenticator app scans to enroll the factor.
             * @example otpauth://totp/Grid:customer@example.com?secret=ABC123&issuer=Grid
             */
            totpUri: string;
            /**
             * @description Discriminator identifying this as the TOTP enrollment-start payload. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TOTP";
        };
        /**
         * TOTP Factor Enroll Request
         * @description Start enrolling a time-based one-time-password (TOTP) authenticator factor.
         */
        TotpFactorEnrollRequest: {
            /**
             * @description Discriminator selecting the TOTP factor. TOTP enrollment needs no other input at start. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TOTP";
        };
        Transaction: {
            /**
             * @description If this transaction was initiated by an agent, the system-generated ID of that agent. Absent for platform-initiated transactions.
             * @example Agent:019542f5-b3e7-1d02-0000-000000000042
             */
            agentId?: string;
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            /**
             * Format: date-time
             * @description When the transaction was created
             * @example 2025-08-15T14:25:18Z
             */
            createdAt?: string;
            /**
             * @description System ID of the customer this transaction belongs to
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /**
             * @description Optional memo or description for the payment
             * @example Payment for invoice #1234
             */
            description?: string;
            destination: components["schemas"]["TransactionDestinationOneOf"];
            /** @description Whether this transaction credits or debits the customer's account. */
            direction: components["schemas"]["TransactionDirection"];
            /**
             * @description Number of sending currency units per receiving currency unit.
             * @example 1.08
             */
            exchangeRate?: number;
            /**
             * @description Unique identifier for the transaction
             * @example Transaction:019542f5-b3e7-1d02-0000-000000000004
             */
            id: string;
            /** @description Present when compliance review or required customer action is delaying settlement. */
            pendingReason?: components["schemas"]["TransactionPendingReason"];
            /**
             * @description Platform-specific ID of the customer this transaction belongs to
             * @example 18d3e5f7b4a9c2
             */
            platformCustomerId: string;
            /**
             * @description The ID of the quote that was used to trigger this payment
             * @example Quote:019542f5-b3e7-1d02-0000-000000000006
             */
            quoteId?: string;
            /**
             * Format: date-time
             * @description The time at which the platform confirmed delivery of the receipt to their customer.
             * @example 2025-08-15T14:31:00Z
             */
            receiptDeliveryConfirmedAt?: string;
            /** @description The refund if transaction was refunded. */
            refund?: components["schemas"]["Refund"];
            /** @description Amount sent in the sender's currency */
            sentAmount?: components["schemas"]["CurrencyAmount"];
            /**
             * Format: date-time
             * @description When the payment was or will be settled
             * @example 2025-08-15T14:30:00Z
             */
            settledAt?: string;
            status: components["schemas"]["TransactionStatus"];
            type: components["schemas"]["TransactionType"];
            /**
             * Format: date-time
             * @description When the transaction was last updated
             * @example 2025-08-15T14:30:00Z
             */
            updatedAt?: string;
        };
        TransactionDestinationOneOf: components["schemas"]["AccountTransactionDestination"] | components["schemas"]["UmaAddressTransactionDestination"];
        /**
         * @description Type of transaction destination
         * @example ACCOUNT
         * @enum {string}
         */
        TransactionDestinationType: "ACCOUNT" | "UMA_ADDRESS";
        /**
         * @description Whether the transaction credits (funds in) or debits (funds out) the customer's account. Independent of `type`: an incoming transaction is normally a `CREDIT`, but an inbound ACH pull, for example, is an `INCOMING` transaction with a `DEBIT` direction.
         * @enum {string}
         */
        TransactionDirection: "CREDIT" | "DEBIT";
        TransactionListResponse: {
            /** @description List of transactions matching the criteria */
            data: components["schemas"]["TransactionOneOf"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of transactions matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        TransactionOneOf: components["schemas"]["IncomingTransaction"] | components["schemas"]["OutgoingTransaction"] | components["schemas"]["CardTransaction"];
        /**
         * @description Why a transaction is pending.
         *
         *     | Reason | Description |
         *     |--------|-------------|
         *     | `COUNTERPARTY_DECLARATION_REQUIRED` | The customer must declare who controls the sending wallet. |
         *     | `WALLET_VERIFICATION_REQUIRED` | The customer must verify ownership of the sending wallet. |
         *     | `COUNTERPARTY_INFORMATION_REQUIRED` | Information about the sender is required. |
         *     | `COMPLIANCE_REVIEW` | The customer's action is complete and the deposit remains under compliance review. |
         * @enum {string}
         */
        TransactionPendingReason: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
        TransactionSourceOneOf: components["schemas"]["AccountTransactionSource"] | components["schemas"]["UmaAddressTransactionSource"] | components["schemas"]["RealtimeFundingTransactionSource"];
        /**
         * @description Type of transaction source
         * @example ACCOUNT
         * @enum {string}
         */
        TransactionSourceType: "ACCOUNT" | "UMA_ADDRESS" | "REALTIME_FUNDING";
        /**
         * @description Status of a payment transaction.
         *
         *     | Status | Description |
         *     |--------|-------------|
         *     | `CREATED` | Initial lookup has been created |
         *     | `PENDING` | Quote has been created |
         *     | `PENDING_AUTHORIZATION` | Awaiting Strong Customer Authentication. Only occurs for customers in a region where SCA is required (e.g. EU). The challenge is carried by the quote, not the transaction — fetch `GET /quotes/{quoteId}` using the transaction's `quoteId`, then authorize its `scaChallenge` via `POST /quotes/{quoteId}/authorize`. |
         *     | `PROCESSING` | Funding has been received and payment initiated |
         *     | `COMPLETED` | Cross border payment has been received, converted and payment has been sent to the offramp network |
         *     | `REJECTED` | Receiving institution or wallet rejected payment, payment has been refunded |
         *     | `FAILED` | An error occurred during payment |
         *     | `REFUNDED` | Payment was unable to complete and refunded |
         *     | `EXPIRED` | Quote has expired |
         * @enum {string}
         */
        TransactionStatus: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
        /**
         * @description Type of transaction (incoming payment or outgoing payment)
         * @enum {string}
         */
        TransactionType: "INCOMING" | "OUTGOING" | "CARD";
        TransferInRequest: {
            /**
             * Format: int64
             * @description Amount in the smallest unit of the currency (e.g., cents for USD/EUR, satoshis for BTC)
             * @example 12550
             */
            amount?: number;
            /** @description Destination internal account details */
            destination: components["schemas"]["InternalAccountReference"];
            /** @description Source external account details */
            source: components["schemas"]["ExternalAccountReference"];
        };
        TransferOutRequest: {
            /**
             * Format: int64
             * @description Amount in the smallest unit of the currency (e.g., cents for USD/EUR, satoshis for BTC)
             * @example 12550
             */
            amount?: number;
            /** @description Destination external account details */
            destination: components["schemas"]["ExternalAccountDestinationReference"];
            purposeOfPayment?: components["schemas"]["PurposeOfPayment"];
            /**
             * @description Free-form information about the payment that travels with it to the recipient. The field this populates depends on the payment rail: for ACH it populates the Addenda record, for FedNow and RTP it populates the remittanceInformation field, and for wires it populates the OBI (Originator to Beneficiary Information) / beneficiary information.
             * @example 12345
             */
            remittanceInformation?: string;
            /** @description Source internal account details */
            source: components["schemas"]["InternalAccountReference"];
        };
        /** Tron Wallet */
        TronWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TronWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRON_WALLET";
        };
        TronWalletInfo: {
            /** @enum {string} */
            accountType: "TRON_WALLET";
            /**
             * @description Tron wallet address
             * @example TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL
             */
            address: string;
        };
        /** @description Optional body for completing a 2FA reset. Only needed when resetting the `SMS_OTP` factor to a new phone number; omit the body entirely otherwise. */
        TwoFactorResetCompleteRequest: {
            /** @description For an `SMS_OTP` reset, the new mobile number to enroll as the customer completes the reset. Required for an `SMS_OTP` reset; ignored for `TOTP` / `PASSKEY` resets. */
            mobile?: {
                /**
                 * @description The country dialing code, including the leading `+`.
                 * @example +1
                 */
                countryCode: string;
                /**
                 * @description The national subscriber number, without the country code.
                 * @example 4155550123
                 */
                number: string;
            };
        };
        /** @description The reset handle plus the opaque liveness handles a caller relays to the end-user device to complete the liveness check. `resetId` threads the ceremony together (status and complete reference it). `livenessAccessToken` and `verificationLink` are omitted when they are not returned. */
        TwoFactorResetStart: {
            /**
             * Format: date-time
             * @description Absolute UTC timestamp at the end of the reset window. Omitted when one is not returned.
             * @example 2025-10-03T12:30:00Z
             */
            expiresAt?: string | null;
            /** @description Access token for the embedded liveness/verification SDK, bound to this reset. Omitted when one is not returned. */
            livenessAccessToken?: string | null;
            /** @description Identifier for this reset; pass it to the status and complete endpoints. */
            resetId: string;
            /** @description Hosted identity-verification page URL for completing liveness. Omitted when one is not returned. */
            verificationLink?: string | null;
        };
        /** @description Selects which enrolled factor to reset via the liveness-gated recovery flow. */
        TwoFactorResetStartRequest: {
            /** @description The enrolled factor to reset. */
            factor: components["schemas"]["ScaFactor"];
        };
        /** @description The status of an in-progress 2FA reset, polled until it reaches a terminal value. */
        TwoFactorResetStatus: {
            /**
             * Format: date-time
             * @description When the reset completed; null until then.
             * @example null
             */
            completedAt?: string | null;
            /**
             * @description The enrollment status of the replacement factor. `PENDING` until the customer finishes re-enrolling, then `COMPLETED`. Null for an `SMS_OTP` reset, where completing the reset enrolls the new number directly with no separate enrollment step.
             * @example PENDING
             * @enum {string|null}
             */
            enrollmentStatus?: "PENDING" | "COMPLETED" | null;
            /**
             * Format: date-time
             * @description When the reset window closes. Poll no longer than this.
             * @example 2025-10-03T12:15:00Z
             */
            expiresAt: string;
            /** @description The factor being reset. */
            factor: components["schemas"]["ScaFactor"];
            /**
             * @description The reset status.
             *     | Value | Terminal | Meaning | |-------|----------|---------| | `INITIATED` | no | Reset started; liveness not yet submitted. Keep polling. | | `PENDING_REVIEW` | no | Liveness submitted; under review. Keep polling. | | `LIVENESS_PASSED` | no | Liveness passed; call the complete endpoint to finish the reset. | | `COMPLETED` | **yes** | Reset finished; the lost factor is cleared and re-enrollment can begin. | | `REJECTED` | **yes** | Liveness failed. Stop polling; start a new reset. | | `EXPIRED` | **yes** | The reset window closed before it completed. Stop polling; start a new reset. |
             *     Stop polling on any terminal value.
             * @example INITIATED
             * @enum {string}
             */
            status: "INITIATED" | "PENDING_REVIEW" | "LIVENESS_PASSED" | "COMPLETED" | "REJECTED" | "EXPIRED";
        };
        TzsAccountInfo: components["schemas"]["TzsAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "TZS_ACCOUNT",
         *       "phoneNumber": "+255712345678",
         *       "provider": "Example Provider"
         *     }
         */
        TzsAccountInfoBase: {
            /** @enum {string} */
            accountType: "TZS_ACCOUNT";
            /**
             * @description Tanzanian mobile money phone number
             * @example +255712345678
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        TzsBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** TZS Account */
        TzsExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TzsAccountInfoBase"] & {
            beneficiary: components["schemas"]["TzsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        /** TZS Account */
        TzsExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TzsAccountInfo"] & {
            beneficiary: components["schemas"]["TzsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        UgxAccountInfo: components["schemas"]["UgxAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "UGX_ACCOUNT",
         *       "phoneNumber": "+1234567890",
         *       "provider": "Example Provider"
         *     }
         */
        UgxAccountInfoBase: {
            /** @enum {string} */
            accountType: "UGX_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        UgxBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** UGX Account */
        UgxExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UgxAccountInfoBase"] & {
            beneficiary: components["schemas"]["UgxBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        /** UGX Account */
        UgxExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UgxAccountInfo"] & {
            beneficiary: components["schemas"]["UgxBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        /** UMA Address */
        UmaAddressDestination: components["schemas"]["BaseDestination"] & {
            /**
             * @description Currency code for the destination. See [Supported Currencies](https://docs.lightspark.com/platform-overview/core-concepts/currencies-and-rails) for the full list of supported fiat and crypto currencies.
             * @example EUR
             */
            currency?: string;
            /** @enum {string} */
            destinationType: "UMA_ADDRESS";
            /**
             * @description UMA address of the recipient
             * @example $receiver@uma.domain.com
             */
            umaAddress: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UMA_ADDRESS";
        };
        /** UMA Address Destination */
        UmaAddressTransactionDestination: components["schemas"]["BaseTransactionDestination"] & {
            /** @enum {string} */
            destinationType: "UMA_ADDRESS";
            /**
             * @description UMA address of the recipient
             * @example $receiver@uma.domain.com
             */
            umaAddress: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UMA_ADDRESS";
        };
        /** UMA Address Source */
        UmaAddressTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /** @enum {string} */
            sourceType: "UMA_ADDRESS";
            /**
             * @description UMA address of the sender
             * @example $sender@uma.domain.com
             */
            umaAddress: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "UMA_ADDRESS";
        };
        UmaInvitation: {
            /**
             * @description The amount to send to the invitee when the invitation is claimed. This is optional and if not provided, the invitee will not receive any amount. Note that the actual sending of the amount must be done by the inviter platform once the INVITATION_CLAIMED webhook is received. If the inviter platform either does not send the payment or the payment fails, the invitee will not receive this amount. This field is primarily used for display purposes on the claiming side of the invitation.
             *     This field is useful for "send-by-link" style customer flows where an inviter can send a payment simply by sharing a link without knowing the receiver's UMA address. Note that these sends can only be sender-locked, meaning that the sender will not know ahead of time how much the receiver will receive in the receiving currency.
             */
            amountToSend?: components["schemas"]["CurrencyAmount"];
            /**
             * Format: date-time
             * @description When the invitation was claimed if it has been claimed
             * @example 2025-09-01T14:30:00Z
             */
            claimedAt?: string;
            /**
             * @description The unique code of the invitation
             * @example 019542f5
             */
            code: string;
            /**
             * Format: date-time
             * @description When the invitation was created
             * @example 2025-09-01T14:30:00Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the invitation expires (if at all)
             * @example 2025-09-01T14:30:00Z
             */
            expiresAt?: string;
            /**
             * @description The inviter's first name. Will be displayed when the recipient clicks the invite link
             * @example Jane
             */
            firstName?: string;
            /**
             * @description The UMA address of the invitee
             * @example $invitee@uma.domain
             */
            inviteeUma?: string;
            /**
             * @description The UMA address of the inviter
             * @example $inviter@uma.domain
             */
            inviterUma: string;
            /**
             * @description The status of the invitation
             * @example PENDING
             * @enum {string}
             */
            status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
            /**
             * @description The URL where this invitation can be claimed.
             * @example https://uma.me/i/019542f5
             */
            url: string;
        };
        UmaInvitationClaimRequest: {
            /**
             * @description The UMA address of the customer claiming the invitation
             * @example $invitee@uma.domain
             */
            inviteeUma: string;
        };
        UmaInvitationCreateRequest: {
            /**
             * Format: int64
             * @description An amount to send (in the smallest unit of the customer's currency) to the invitee when the invitation is claimed.
             *     This is optional and if not provided, the invitee will not receive any amount. Note that the actual sending of
             *     the amount must be done by the inviter platform once the INVITATION_CLAIMED webhook is received. If the inviter
             *     platform either does not send the payment or the payment fails, the invitee will not receive this amount. This
             *     field is primarily used for display purposes on the claiming side of the invitation.
             * @example 12550
             */
            amountToSend?: number;
            /**
             * Format: date-time
             * @description When the invitation expires (if at all)
             * @example 2025-09-01T14:30:00Z
             */
            expiresAt?: string;
            /**
             * @description First name of the invitee to show as part of the invite
             * @example Alice
             */
            firstName?: string;
            /**
             * @description The UMA address of the customer creating the invitation
             * @example $inviter@uma.domain
             */
            inviterUma: string;
        };
        UmaProvider: {
            /**
             * @description Whether this UMA Provider is on your allow list
             * @example true
             */
            allowListStatus?: boolean;
            /**
             * @description Domain this VASP uses for UMA addresses
             * @example uma.me
             */
            domain?: string;
            /**
             * @description Legal Entity Identifier for the UMA Provider
             * @example 5493001KJTIIGC8Y1R12
             */
            lei?: string;
            /**
             * Format: uri
             * @description Logo URL for the VASP
             * @example https://uma.me/logo.png
             */
            logoUrl?: string;
            /**
             * @description Name of the UMA Provider
             * @example Lightspark Group
             */
            name?: string;
            /**
             * @description List of currencies supported by this UMA Provider
             * @example [
             *       {
             *         "code": "USD",
             *         "name": "United States Dollar",
             *         "symbol": "$",
             *         "decimals": 2
             *       }
             *     ]
             */
            supportedCurrencies?: components["schemas"]["Currency"][];
            /**
             * @description Region(s) this UMA Provider operates in
             * @example [
             *       "US"
             *     ]
             */
            supportedRegions?: string[];
        };
        UmaProviderListResponse: {
            /** @description List of available UMA Providers using Grid */
            data?: components["schemas"]["UmaProvider"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore?: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
            /** @description Total number of transactions matching the criteria (excluding pagination) */
            totalCount?: number;
        };
        UsdAccountInfo: components["schemas"]["UsdAccountInfoBase"] & {
            paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
        };
        /**
         * @example {
         *       "accountType": "USD_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "routingNumber": "021000021",
         *       "bankName": "Chase Bank",
         *       "bankAccountType": "CHECKING"
         *     }
         */
        UsdAccountInfoBase: {
            /** @description The account number of the bank */
            accountNumber: string;
            /** @enum {string} */
            accountType: "USD_ACCOUNT";
            /**
             * @description Whether the account is a checking or a savings account. Optional on every rail; when omitted, the account is treated as a checking account.
             * @example CHECKING
             * @enum {string}
             */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /**
             * @description The name of the financial institution holding the account. Optional on every rail, and recommended for wires, where it identifies the beneficiary's institution on the payment message.
             * @example Chase Bank
             */
            bankName?: string;
            /**
             * @description Bank-to-bank instructions carried alongside the payment. Used on the WIRE rail; ignored on ACH, RTP and FEDNOW.
             * @example /BNF/Invoice 4471
             */
            fiToFiInformation?: string;
            /**
             * @description The name of the intermediary financial institution, for accounts reachable only through a correspondent bank. Used on the WIRE rail; ignored on ACH, RTP and FEDNOW.
             * @example JPMorgan Chase Bank
             */
            intermediaryBankName?: string;
            /**
             * @description The ABA routing number of the intermediary financial institution. Used on the WIRE rail; ignored on ACH, RTP and FEDNOW.
             * @example 021000021
             */
            intermediaryRoutingNumber?: string;
            /**
             * @description The ABA routing number
             * @example 021000021
             */
            routingNumber: string;
        };
        /** Individual Beneficiary */
        UsdBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** USD Account */
        UsdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UsdAccountInfoBase"] & {
            beneficiary: components["schemas"]["UsdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** USD Account */
        UsdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UsdAccountInfo"] & {
            beneficiary: components["schemas"]["UsdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** @description A Virtual Asset Service Provider (VASP) — an exchange or other custodial platform — recognized for counterparty declarations. */
        Vasp: {
            /**
             * Format: uri
             * @description The VASP's website, when known.
             * @example https://www.kraken.com
             */
            url?: string;
            /**
             * @description Name of this VASP. Pass this value as `vaspName` when declaring a VASP-hosted counterparty.
             * @example Kraken
             */
            vaspName: string;
        };
        VaspListResponse: {
            /** @description List of VASPs in the directory */
            data: components["schemas"]["Vasp"][];
            /** @description Indicates if more results are available beyond this page */
            hasMore: boolean;
            /** @description Cursor to retrieve the next page of results (only present if hasMore is true) */
            nextCursor?: string;
        };
        Verification: {
            /**
             * Format: date-time
             * @description When this verification was created
             * @example 2025-10-03T12:00:00Z
             */
            createdAt: string;
            /**
             * @description The ID of the customer being verified
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            customerId: string;
            /** @description List of issues preventing verification from proceeding. Empty when verificationStatus is APPROVED or IN_PROGRESS. */
            errors: components["schemas"]["VerificationError"][];
            /**
             * @description Unique identifier for this verification
             * @example Verification:019542f5-b3e7-1d02-0000-000000000001
             */
            id: string;
            /**
             * Format: date-time
             * @description When this verification was last updated
             * @example 2025-10-03T12:00:00Z
             */
            updatedAt?: string;
            verificationStatus: components["schemas"]["VerificationStatus"];
        };
        VerificationError: {
            /**
             * @description Document types that would satisfy this requirement. The integrator can upload any one of the listed types. Present when type is MISSING_LEGAL_PRESENCE_DOCUMENT, MISSING_CONTROL_STRUCTURE_DOCUMENT, MISSING_OWNERSHIP_STRUCTURE_DOCUMENT, MISSING_PROOF_OF_ADDRESS_DOCUMENT, MISSING_IDENTITY_DOCUMENT, INVALID_DOCUMENT, or EXPIRED_DOCUMENT.
             *
             *     | Error Type | Accepted Document Types |
             *     |---|---|
             *     | MISSING_LEGAL_PRESENCE_DOCUMENT | CERTIFICATE_OF_INCORPORATION, ARTICLES_OF_INCORPORATION, ARTICLES_OF_ASSOCIATION, STATE_REGISTRY_EXCERPT |
             *     | MISSING_CONTROL_STRUCTURE_DOCUMENT | DIRECTOR_REGISTRY, TRUST_AGREEMENT, STATE_COMPANY_REGISTRY, PARTNERSHIP_CONTROL_AGREEMENT |
             *     | MISSING_OWNERSHIP_STRUCTURE_DOCUMENT | SHAREHOLDER_REGISTER, TRUST_AGREEMENT, PARTNERSHIP_AGREEMENT |
             *     | MISSING_PROOF_OF_ADDRESS_DOCUMENT | UTILITY_BILL, RENT_OR_LEASE_AGREEMENT, ELECTRICITY_BILL, BANK_STATEMENT, TAX_RETURN |
             *     | MISSING_IDENTITY_DOCUMENT | PASSPORT, DRIVERS_LICENSE, NATIONAL_ID |
             */
            acceptedDocumentTypes?: components["schemas"]["DocumentType"][];
            /**
             * @description Dot-notation path to the field with the issue. Present when type is MISSING_FIELD or INVALID_FIELD.
             * @example customer.address.line1
             */
            field?: string;
            /**
             * @description Human-readable description of the issue
             * @example Business address line 1 is required
             */
            reason: string;
            /**
             * @description ID of the resource with the issue (Customer, BeneficialOwner, or Document)
             * @example Customer:019542f5-b3e7-1d02-0000-000000000001
             */
            resourceId: string;
            type: components["schemas"]["VerificationErrorType"];
        };
        /**
         * @description Type of verification error. The category-specific MISSING_*_DOCUMENT types indicate which document category is needed. Document quality types (POOR_QUALITY_DOCUMENT, SUSPECTED_FRAUD_DOCUMENT, etc.) indicate specific issues with uploaded documents. APPLICANT_* types indicate issues with the applicant themselves (sanctions, fraud, criminal records).
         * @example MISSING_FIELD
         * @enum {string}
         */
        VerificationErrorType: "MISSING_FIELD" | "INVALID_FIELD" | "MISSING_LEGAL_PRESENCE_DOCUMENT" | "MISSING_CONTROL_STRUCTURE_DOCUMENT" | "MISSING_OWNERSHIP_STRUCTURE_DOCUMENT" | "MISSING_PROOF_OF_ADDRESS_DOCUMENT" | "MISSING_IDENTITY_DOCUMENT" | "INVALID_DOCUMENT" | "EXPIRED_DOCUMENT" | "POOR_QUALITY_DOCUMENT" | "SUSPECTED_FRAUD_DOCUMENT" | "WRONG_DOCUMENT_TYPE" | "INCOMPLETE_DOCUMENT" | "UNREADABLE_DOCUMENT" | "DOCUMENT_VERIFICATION_FAILED" | "APPLICANT_SANCTIONED" | "APPLICANT_FRAUD" | "APPLICANT_CRIMINAL_RECORD" | "APPLICANT_REJECTED" | "MISSING_BENEFICIAL_OWNER" | "MISSING_CONTROL_PERSON" | "MISSING_GOOD_STANDING_DOCUMENT";
        /**
         * @description Current status of the KYC/KYB verification
         * @example RESOLVE_ERRORS
         * @enum {string}
         */
        VerificationStatus: "RESOLVE_ERRORS" | "PENDING_MANUAL_REVIEW" | "IN_PROGRESS" | "APPROVED" | "REJECTED" | "READY_FOR_VERIFICATION";
        VerificationWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Verification"];
            /** @enum {string} */
            type?: "VERIFICATION.APPROVED" | "VERIFICATION.REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.IN_PROGRESS" | "VERIFICATION.PENDING_MANUAL_REVIEW";
        };
        VndAccountInfo: components["schemas"]["VndAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "VND_ACCOUNT",
         *       "bankName": "Example Bank",
         *       "accountNumber": "1234567890",
         *       "swiftCode": "BFTVVNVX"
         *     }
         */
        VndAccountInfoBase: {
            /**
             * @description Vietnamese bank account number
             * @example 1234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "VND_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
            /**
             * @description The SWIFT/BIC code of the bank
             * @example BFTVVNVX
             */
            swiftCode: string;
        };
        /** Individual Beneficiary */
        VndBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** VND Account */
        VndExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["VndAccountInfoBase"] & {
            beneficiary: components["schemas"]["VndBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        /** VND Account */
        VndExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["VndAccountInfo"] & {
            beneficiary: components["schemas"]["VndBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        WalletBeneficiaryFields: {
            /** @description The wallet's owner. Optional for `FIRST_PARTY` accounts — the customer's verified identity is used. Required for `THIRD_PARTY` wallets on platforms with counterparty requirements (e.g. EU Travel Rule); if missing there, creation fails with `400 INVALID_INPUT`. */
            beneficiary?: components["schemas"]["WalletBeneficiaryOneOf"];
        };
        /** @description The person or business that owns a crypto wallet external account. */
        WalletBeneficiaryOneOf: components["schemas"]["WalletIndividualBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        WalletCustodyFields: {
            /**
             * @description Name of the VASP that custodies this account, from the VASP directory (`GET /vasps`). Present when the wallet is held at an exchange or other custodial platform; omit it for self-custody wallets. Ownership verification applies only to self-custody wallets.
             * @example Kraken
             */
            vaspName?: string;
        };
        /** Individual Beneficiary */
        WalletIndividualBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /**
             * @description The country of residence of the beneficiary (ISO 3166-1 alpha-2)
             * @example US
             */
            countryOfResidence: string;
            /**
             * @description The full name of the beneficiary
             * @example John Michael Doe
             */
            fullName: string;
        };
        /**
         * Wallet Signature Challenge
         * @description A challenge to prove ownership of the wallet by signing a message with the wallet's key.
         */
        WalletSignatureChallenge: {
            /**
             * Format: date-time
             * @description When this challenge expires. Prompt the user promptly; after expiry, start a new challenge.
             * @example 2025-08-15T15:32:00Z
             */
            expiresAt: string;
            /**
             * @description The exact message the wallet must sign, character-for-character. Submit the resulting signature via the verify endpoint.
             * @example I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02
             */
            messageToSign: string;
            /**
             * @description The verification method. Always `WALLET_SIGNATURE` for this shape. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "WALLET_SIGNATURE";
        };
        /**
         * @description Type of webhook event in OBJECT.EVENT dot-notation. The part before the dot identifies the resource, the part after identifies the event. This lets consumers route purely on type without inspecting data.status.
         * @enum {string}
         */
        WebhookType: "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "OUTGOING_PAYMENT.REFUND_PENDING" | "OUTGOING_PAYMENT.REFUND_COMPLETED" | "OUTGOING_PAYMENT.REFUND_FAILED" | "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INCOMING_PAYMENT.REFUND_PENDING" | "INCOMING_PAYMENT.REFUND_COMPLETED" | "INCOMING_PAYMENT.REFUND_FAILED" | "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "CUSTOMER.KYB_PENDING" | "VERIFICATION.APPROVED" | "VERIFICATION.REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.IN_PROGRESS" | "VERIFICATION.PENDING_MANUAL_REVIEW" | "VERIFICATION.READY_FOR_VERIFICATION" | "EXTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "INTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED" | "INVITATION.CLAIMED" | "BULK_UPLOAD.COMPLETED" | "BULK_UPLOAD.FAILED" | "AGENT_ACTION.PENDING_APPROVAL" | "CARD.STATE_CHANGE" | "CARD.FUNDING_SOURCE_CHANGE" | "CARD_TRANSACTION.AUTHORIZED" | "CARD_TRANSACTION.PARTIALLY_SETTLED" | "CARD_TRANSACTION.SETTLED" | "CARD_TRANSACTION.REFUNDED" | "CARD_TRANSACTION.EXCEPTION" | "TEST";
        XafAccountInfo: components["schemas"]["XafAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "XAF_ACCOUNT",
         *       "phoneNumber": "+1234567890",
         *       "provider": "Example Provider",
         *       "region": "CM"
         *     }
         */
        XafAccountInfoBase: {
            /** @enum {string} */
            accountType: "XAF_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
            /**
             * @description Country code within the Central African CFA franc zone
             * @enum {string}
             */
            region: "CM" | "CG";
        };
        /** Individual Beneficiary */
        XafBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** XAF Account */
        XafExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XafAccountInfoBase"] & {
            beneficiary: components["schemas"]["XafBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        /** XAF Account */
        XafExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XafAccountInfo"] & {
            beneficiary: components["schemas"]["XafBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        XofAccountInfo: components["schemas"]["XofAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "XOF_ACCOUNT",
         *       "phoneNumber": "+1234567890",
         *       "provider": "Example Provider",
         *       "region": "BJ"
         *     }
         */
        XofAccountInfoBase: {
            /** @enum {string} */
            accountType: "XOF_ACCOUNT";
            /**
             * @description The phone number in international format
             * @example +1234567890
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
            /**
             * @description Country code within the West African CFA franc zone
             * @enum {string}
             */
            region: "BJ" | "CI" | "SN" | "TG";
        };
        /** Individual Beneficiary */
        XofBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** XOF Account */
        XofExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XofAccountInfoBase"] & {
            beneficiary: components["schemas"]["XofBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        /** XOF Account */
        XofExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XofAccountInfo"] & {
            beneficiary: components["schemas"]["XofBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        ZarAccountInfo: components["schemas"]["ZarAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /**
         * @example {
         *       "accountType": "ZAR_ACCOUNT",
         *       "accountNumber": "1234567890",
         *       "bankName": "Example Bank"
         *     }
         */
        ZarAccountInfoBase: {
            /**
             * @description South African bank account number
             * @example 1234567890
             */
            accountNumber: string;
            /** @enum {string} */
            accountType: "ZAR_ACCOUNT";
            /** @description The name of the bank */
            bankName: string;
        };
        /** Individual Beneficiary */
        ZarBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** ZAR Account */
        ZarExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZarAccountInfoBase"] & {
            beneficiary: components["schemas"]["ZarBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        /** ZAR Account */
        ZarExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZarAccountInfo"] & {
            beneficiary: components["schemas"]["ZarBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        ZmwAccountInfo: components["schemas"]["ZmwAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /**
         * @example {
         *       "accountType": "ZMW_ACCOUNT",
         *       "phoneNumber": "+260971234567",
         *       "provider": "Example Provider"
         *     }
         */
        ZmwAccountInfoBase: {
            /** @enum {string} */
            accountType: "ZMW_ACCOUNT";
            /**
             * @description Zambian mobile money phone number
             * @example +260971234567
             */
            phoneNumber: string;
            /** @description The mobile money provider name */
            provider: string;
        };
        /** Individual Beneficiary */
        ZmwBeneficiary: {
            address?: components["schemas"]["Address"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            /** @description The birth date of the beneficiary */
            birthDate?: string;
            /** @description The country of residence of the beneficiary */
            countryOfResidence?: string;
            /** @description The email of the beneficiary */
            email?: string;
            /** @description The full name of the beneficiary */
            fullName: string;
            /** @description The nationality of the beneficiary */
            nationality?: string;
            /** @description The phone number of the beneficiary */
            phoneNumber?: string;
        };
        /** ZMW Account */
        ZmwExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZmwAccountInfoBase"] & {
            beneficiary: components["schemas"]["ZmwBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
        /** ZMW Account */
        ZmwExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZmwAccountInfo"] & {
            beneficiary: components["schemas"]["ZmwBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
    };
    responses: {
        /** @description Invalid request */
        SandboxBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error400"];
            };
        };
        /** @description The sandbox clock */
        SandboxClock: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** Format: date-time */
                    now: string;
                };
            };
        };
        /** @description Not in a state that allows it */
        SandboxConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error409"];
            };
        };
        /** @description Not found */
        SandboxNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error404"];
            };
        };
        /** @description The scenarios now in force */
        SandboxScenarios: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxScenarios"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAgents: {
        parameters: {
            query?: {
                /** @description Filter agents created after this timestamp (inclusive) */
                createdAfter?: string;
                /** @description Filter agents created before this timestamp (inclusive) */
                createdBefore?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by customer ID */
                customerId?: string;
                /** @description Filter by connection status (whether the device code has been redeemed) */
                isConnected?: boolean;
                /** @description Filter by paused status */
                isPaused?: boolean;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter agents updated after this timestamp (inclusive) */
                updatedAfter?: string;
                /** @description Filter agents updated before this timestamp (inclusive) */
                updatedBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentCreateRequest"];
            };
        };
        responses: {
            /** @description Agent created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentCreateResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getAgentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agent deleted successfully */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentUpdateRequest"];
            };
        };
        responses: {
            /** @description Agent updated successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    approveAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action to approve */
                actionId: string;
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Action approved successfully. Returns the updated AgentAction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Bad request - Action cannot be approved */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent or action not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Action is not pending approval or has already been processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    rejectAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action to reject */
                actionId: string;
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentActionRejectRequest"];
            };
        };
        responses: {
            /** @description Action rejected successfully. Returns the updated AgentAction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Bad request - Action cannot be rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent or action not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Action is not pending approval or has already been processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    regenerateAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description New device code generated successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCode"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Agent already has an active connection and cannot regenerate a device code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    updateAgentPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique agent identifier */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentPolicyUpdateRequest"];
            };
        };
        responses: {
            /** @description Agent policy updated successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Agent not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listAgentApprovals: {
        parameters: {
            query?: {
                /** @description Filter by agent ID */
                agentId?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by customer ID */
                customerId?: string;
                /** @description Filter by end date (inclusive) in ISO 8601 format */
                endDate?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Order to sort results in */
                sortOrder?: "asc" | "desc";
                /** @description Filter by start date (inclusive) in ISO 8601 format */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    redeemAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code to redeem */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Device code redeemed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCodeRedeemResponse"];
                };
            };
            /** @description Bad request (e.g., code already redeemed or expired) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Device code not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getAgentDeviceCodeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device code to check */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCodeStatusResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Device code not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getAgentMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentListActions: {
        parameters: {
            query?: {
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by action status */
                status?: components["schemas"]["AgentActionStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            /** @description Invalid status, limit or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentGetAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the agent action */
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Action not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentListExternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentCreateExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description External account created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict - External account already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentGetExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentDeleteExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External account deleted successfully */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentListInternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by internal account type. Use `EMBEDDED_WALLET` to find the self-custodial wallet provisioned for the customer, or `INTERNAL_FIAT` / `INTERNAL_CRYPTO` for platform-managed holding accounts. */
                type?: components["schemas"]["InternalAccountType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountListResponse"];
                };
            };
            /** @description Issue 3, Bad input: a limit outside 1 to 100, a cursor that is not one of ours or an unknown type answer 400 INVALID_INPUT, as on every other list. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentCreateQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description Transfer quote created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Bad request - Missing or invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - Agent policy does not permit this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description As POST /quotes: an unknown UMA address or lookupId. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Counterparty doesn't support UMA version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Counterparty issue */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentGetQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the quote to retrieve */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quote retrieved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentExecuteQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
                /**
                 * @description Full Grid wallet signature over the `payloadToSign` returned in the quote's `paymentInstructions[].accountOrWalletInfo` entry, produced with the session private key of a verified authentication credential on the source Embedded Wallet. Required when the quote's source is an internal account of type `EMBEDDED_WALLET`; ignored for other source types.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /**
                 * @description The unique identifier of the quote to execute
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000001
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Action submitted successfully. If the agent's policy requires approval, the returned `AgentAction` will have status `PENDING_APPROVAL` and no `transaction` yet. If the policy permits automatic execution, status will be `APPROVED` and `transaction` will be populated. Note: if approval is required, the underlying quote may expire before the platform approves — in that case the action will transition to `FAILED`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Bad request - Quote cannot be executed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Also returned when the quote's source is an internal account of type `EMBEDDED_WALLET` and the provided `Service-Wallet-Signature` header is missing, malformed, or does not match the quote's `payloadToSign`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - Agent policy does not permit this operation or spending limit exceeded */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Quote already executed, expired, or in invalid state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentListTransactions: {
        parameters: {
            query?: {
                /** @description Filter by account identifier (matches either sender or receiver) */
                accountIdentifier?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by end date (inclusive) in ISO 8601 format */
                endDate?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by receiver account identifier */
                receiverAccountIdentifier?: string;
                /** @description Filter by reference */
                reference?: string;
                /** @description Filter by sender account identifier */
                senderAccountIdentifier?: string;
                /** @description Order to sort results in */
                sortOrder?: "asc" | "desc";
                /** @description Filter by start date (inclusive) in ISO 8601 format */
                startDate?: string;
                /** @description Filter by transaction status */
                status?: components["schemas"]["TransactionStatus"];
                /** @description Filter by transaction type */
                type?: components["schemas"]["TransactionType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The operation's own description says it requires a permission in the agent's policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentCreateTransferIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferInRequest"];
            };
        };
        responses: {
            /** @description Action submitted successfully. If the agent's policy requires approval, the returned `AgentAction` will have status `PENDING_APPROVAL` and no `transaction` yet. If the policy permits automatic execution, status will be `APPROVED` and `transaction` will be populated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - Agent policy does not permit this operation or spending limit exceeded */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentCreateTransferOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOutRequest"];
            };
        };
        responses: {
            /** @description Action submitted successfully. If the agent's policy requires approval, the returned `AgentAction` will have status `PENDING_APPROVAL` and no `transaction` yet. If the policy permits automatic execution, status will be `APPROVED` and `transaction` will be populated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - Agent policy does not permit this operation or spending limit exceeded */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listAuthCredentials: {
        parameters: {
            query: {
                /**
                 * @description Internal account id whose authentication credentials to list.
                 * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
                 */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authentication credentials registered on the internal account. Returns an empty `data` array when the internal account has no credentials or when `accountId` does not match any internal account visible to the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCredentialListResponse"];
                };
            };
            /** @description Bad request. Returned with `INVALID_INPUT` when the `accountId` query parameter is missing or not a valid `InternalAccount:<uuid>` identifier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back exactly on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry when registering a credential; must be paired with `Service-Wallet-Signature`.
                 * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of an existing verified authentication credential on the target internal account. Required on the signed retry.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCredentialCreateRequestOneOf"];
            };
        };
        responses: {
            /** @description Authentication credential created successfully. The body is the created `AuthMethod`. For `EMAIL_OTP`, the nickname is the customer email tied to the internal account; for `SMS_OTP`, it is the customer phone number. OTP responses that trigger a secure OTP challenge carry `otpEncryptionTargetBundle` — the HPKE target bundle the client uses to encrypt the OTP attempt on the subsequent `POST /auth/credentials/{id}/verify`. First-time EMAIL_OTP wallet bootstrap responses may omit that bundle; if it is absent, call `POST /auth/credentials/{id}/challenge` for the new credential to issue a fresh OTP and receive `otpEncryptionTargetBundle` before verifying. For `PASSKEY`, the credential must be authenticated for the first time via `POST /auth/credentials/{id}/challenge` followed by `POST /auth/credentials/{id}/verify` to produce a session — there is no inline authentication challenge on the registration response. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthMethodResponse"];
                };
            };
            /** @description Challenge issued. Build an API-key stamp over `payloadToSign` with the session API keypair of an existing verified credential on the same internal account, then send that full stamp as `Service-Wallet-Signature` and echo `requestId` as `Request-Id` on the retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Bad request. Returned with `EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS` when registering an email OTP credential while one already exists, `SMS_OTP_CREDENTIAL_ALREADY_EXISTS` when registering an SMS OTP credential while one already exists, `PASSKEY_CREDENTIAL_ALREADY_EXISTS` when registering a passkey whose WebAuthn credentialId is already attached to the internal account, or `INVALID_INPUT` when an OAuth `oidcToken` is malformed or has an unsupported issuer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the provided `Service-Wallet-Signature` is missing, malformed, or does not match a pending challenge for an additional credential on the target internal account, when the `Request-Id` does not match an unexpired pending challenge, or when OAuth token authentication fails during credential registration. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    revokeAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back exactly on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry; must be paired with `Service-Wallet-Signature`.
                 * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of an existing verified authentication credential on the same internal account (other than the one being revoked). Required on the signed retry; ignored on the initial call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /** @description The id of the authentication credential to revoke (the `id` field of the `AuthMethod` returned from `POST /auth/credentials`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Challenge issued. The response contains `payloadToSign` plus a `requestId`. Build an API-key stamp over `payloadToSign` with the session API keypair of an existing verified credential on the same internal account (other than the one being revoked), then echo `requestId` on the retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Authentication credential revoked successfully. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request. Also returned when the target internal account has only a single authentication credential, which cannot be revoked via this endpoint. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the provided `Service-Wallet-Signature` is missing, malformed, or does not match a pending revocation challenge for this credential, or when the `Request-Id` does not match an unexpired pending challenge. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Authentication credential not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    challengeAuthCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the authentication credential to re-challenge (the `id` field of the `AuthMethod` returned from `POST /auth/credentials`). */
                id: string;
            };
            cookie?: never;
        };
        /** @description Request body. Required when re-challenging a `PASSKEY` credential (must carry `clientPublicKey`). Ignored for `EMAIL_OTP` and `SMS_OTP`, where the credential type alone is sufficient — the OTP is delivered out-of-band. OAuth credentials do not use this endpoint. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuthCredentialChallengeRequest"];
            };
        };
        responses: {
            /** @description Challenge re-issued for the authentication credential. For `EMAIL_OTP` and `SMS_OTP` the body is a plain `AuthMethod` and a new OTP has been sent. For `PASSKEY` the body is a `PasskeyAuthChallenge` carrying the passkey `credentialId`, freshly issued `challenge`, `requestId`, and `expiresAt` required to complete reauthentication via `POST /auth/credentials/{id}/verify`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCredentialResponseOneOf"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Authentication credential not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests. Returned with `RATE_LIMITED` when challenge re-issues are requested more frequently than the credential challenge rate limit allows. Clients should back off and retry after the interval indicated by the `Retry-After` response header. */
            429: {
                headers: {
                    /** @description Number of seconds to wait before retrying the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    verifyAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response from this endpoint, echoed back exactly here so the server can correlate the signed retry with the issued challenge. Required on the signed retry that completes an `EMAIL_OTP` or `SMS_OTP` verification; must be paired with `Service-Wallet-Signature`. For `PASSKEY` verification, the `requestId` issued from `POST /auth/credentials/{id}/challenge` is echoed here instead so the server can correlate the assertion with the pending challenge.
                 * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the TEK (Target Encryption Key) keypair the client generated for this login. Required on the signed retry that completes an `EMAIL_OTP` or `SMS_OTP` verification. Not used by `OAUTH` or `PASSKEY` verification, which complete in a single call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /** @description The id of the authentication credential to verify (the `id` field of the `AuthMethod` returned from `POST /auth/credentials`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCredentialVerifyRequestOneOf"];
            };
        };
        responses: {
            /** @description Authentication credential verified and session issued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Verification challenge issued. Returned only for OTP credentials, on the first leg of the secure OTP login flow. Build an API-key stamp over `payloadToSign` (the `verificationToken`) with the TEK keypair the client generated for this login, then resubmit the same request with that full stamp as `Service-Wallet-Signature` and `requestId` echoed as `Request-Id` to receive the issued session on the signed retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned for an invalid or expired OTP (`EMAIL_OTP` or `SMS_OTP`), for an OIDC token whose signature, issuer, identity, nonce, or `iat` freshness check failed (`OAUTH`), or for a WebAuthn assertion whose signature, challenge, or credential match failed (`PASSKEY`). Also returned for `PASSKEY` when `Request-Id` is missing, does not match an unexpired pending challenge for this credential, or was already consumed. For OTP signed retries, returned when `Service-Wallet-Signature` is missing, malformed, signed by a public key that does not match the one bound into the `verificationToken`, or when `Request-Id` does not match an unexpired pending verification challenge. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Authentication credential not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests. Returned with `RATE_LIMITED` when verification attempts for this credential happen too frequently (for example, repeated bad OTPs or rapid-fire reauthentication retries). Clients should back off and retry after the interval indicated by the `Retry-After` response header. */
            429: {
                headers: {
                    /** @description Number of seconds to wait before retrying the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listAuthSessions: {
        parameters: {
            query: {
                /**
                 * @description Internal account id whose sessions to list.
                 * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
                 */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active authentication sessions on the internal account. Returns an empty `data` array when the internal account has no active sessions or when `accountId` does not match any internal account visible to the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionListResponse"];
                };
            };
            /** @description Bad request. Returned with `INVALID_INPUT` when the `accountId` query parameter is missing or not a valid `InternalAccount:<uuid>` identifier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    revokeAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back exactly on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry; must be paired with `Service-Wallet-Signature`.
                 * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of a verified session on the same internal account. Required on the signed retry; ignored on the initial call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /** @description The id of the session to revoke. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Challenge issued. The response contains `payloadToSign` plus a `requestId`. Build an API-key stamp over `payloadToSign` with the session API keypair of a verified session on the same internal account, then echo `requestId` on the retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Session revoked successfully. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the provided `Service-Wallet-Signature` is missing, malformed, or does not match a pending revocation challenge for this session, or when the `Request-Id` does not match an unexpired pending challenge. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Session not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    refreshAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in the prior `202` response, echoed back on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry; must be paired with `Service-Wallet-Signature`.
                 * @example Request:019542f5-b3e7-1d02-0000-000000000010
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the current session API keypair. Required on the signed retry; ignored on the initial call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /**
                 * @description The id of the active session to refresh.
                 * @example Session:019542f5-b3e7-1d02-0000-000000000003
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSessionRefreshRequest"];
            };
        };
        responses: {
            /** @description New authentication session created successfully. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Challenge issued. The response contains `payloadToSign` plus a `requestId`. Build an API-key stamp over `payloadToSign` with the current session API keypair, then echo `requestId` on the signed retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the `BasicAuth` credentials are missing or invalid, when the target session is no longer active and cannot be used for refresh, when the signed retry omits `Service-Wallet-Signature`, when the provided signature is malformed or does not match the pending refresh challenge, when the `Request-Id` does not match an unexpired pending challenge, or when the retry's `clientPublicKey` does not match the one bound into `payloadToSign` on the initial call. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Session not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: {
                /** @description Filter by internal account id. Returns cards whose `fundingSources` array contains the given internal account id. */
                accountId?: string;
                /** @description Filter by cardholder (customer) id. */
                cardholderId?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by platform-specific card identifier. */
                platformCardId?: string;
                /** @description Order to sort results in */
                sortOrder?: "asc" | "desc";
                /** @description Filter by card state. */
                state?: components["schemas"]["CardState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented in this environment. Cards are not enabled for every Grid deployment; environments without a configured card issuer return `501 NOT_IMPLEMENTED`. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardCreateRequest"];
            };
        };
        responses: {
            /** @description Card created successfully. Newly-created cards start in `PROCESSING` while the issuer provisions them. Cards funded by an Embedded Wallet internal account also require an active delegated key for that funding source before Authorization Decisioning can use it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Bad request. Returned with `CARDHOLDER_KYC_NOT_APPROVED` when the cardholder's KYC status is not `APPROVED`, with `FUNDING_SOURCE_INELIGIBLE` when the supplied funding source does not belong to the cardholder or is not denominated in a card-eligible currency, and for general invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented in this environment. Card issuance is not enabled for every Grid deployment; environments without a configured card issuer return `501 NOT_IMPLEMENTED`. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    getCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique card identifier */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Card not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented in this environment. Cards are not enabled for every Grid deployment; environments without a configured card issuer return `501 NOT_IMPLEMENTED`. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    updateCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique card identifier */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardUpdateRequest"];
            };
        };
        responses: {
            /** @description Card updated. Returns the updated card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Bad request. Returned with `FUNDING_SOURCE_INELIGIBLE` when a supplied funding source does not belong to the cardholder or is not denominated in the card's currency, and for general invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the platform credential is missing or invalid, or does not grant access to this card. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Card not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict. Returned with `INVALID_STATE_TRANSITION` when the requested `state` transition is not one of `ACTIVE ⇄ FROZEN` or `ACTIVE | FROZEN → CLOSED` (e.g. trying to un-freeze a `CLOSED` card); with `CARD_ALREADY_CLOSED` when `state: CLOSED` is requested for a card that is already `CLOSED`; and with `CARD_NOT_MUTABLE` when the card is `CLOSED`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented in this environment. Cards are not enabled for every Grid deployment; environments without a configured card issuer return `501 NOT_IMPLEMENTED`. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    revealCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique card identifier */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reveal URL minted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRevealResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden. The session has no attributable actor to audit the reveal against (for example, an impersonated dashboard session). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description The cardholder is in an SCA region and has no live SCA login session (SCA_SESSION_REQUIRED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented in this environment. Cards are not enabled for every Grid deployment; environments without a configured card issuer return `501 NOT_IMPLEMENTED`. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    getPlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    updatePlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "umaDomain": "mycompany.com",
                 *       "webhookEndpoint": "https://api.mycompany.com/webhooks/uma",
                 *       "supportedCurrencies": [
                 *         {
                 *           "currencyCode": "USD",
                 *           "minAmount": 100,
                 *           "maxAmount": 1000000,
                 *           "enabledTransactionTypes": [
                 *             "OUTGOING",
                 *             "INCOMING"
                 *           ],
                 *           "requiredCounterpartyFields": [
                 *             {
                 *               "name": "FULL_NAME",
                 *               "mandatory": true
                 *             },
                 *             {
                 *               "name": "NATIONALITY",
                 *               "mandatory": true
                 *             },
                 *             {
                 *               "name": "BIRTH_DATE",
                 *               "mandatory": true
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "embeddedWalletConfig": {
                 *         "appName": "Acme Wallet",
                 *         "sendFromEmailAddress": "noreply@acme.com",
                 *         "sendFromEmailSenderName": "Acme Notifications",
                 *         "replyToEmailAddress": "support@acme.com",
                 *         "logoUrl": "https://acme.com/logo.png"
                 *       },
                 *       "cardTokenization2faConfig": {
                 *         "displayName": "Acme",
                 *         "logoUrl": "https://acme.com/card-email-logo.png",
                 *         "email": {
                 *           "fromAddress": "cards@acme.com",
                 *           "fromName": "Acme Cards",
                 *           "replyToAddress": "support@acme.com",
                 *           "subject": "Your Acme card verification code",
                 *           "bodyText": "Use this code to finish adding your Acme card to your digital wallet."
                 *         },
                 *         "sms": {
                 *           "templateSid": "HJaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                 *           "bodyText": "Use this code to finish adding your Acme card to your digital wallet."
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PlatformConfigUpdateRequest"];
            };
        };
        responses: {
            /** @description Configuration updated successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    estimateCryptoWithdrawalFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateCryptoWithdrawalFeeRequest"];
            };
        };
        responses: {
            /** @description Fee estimation returned successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateCryptoWithdrawalFeeResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Filter customers created after this timestamp (inclusive) */
                createdAfter?: string;
                /** @description Filter customers created before this timestamp (inclusive) */
                createdBefore?: string;
                /** @description Filter by currency code. Returns customers that have this currency in their enabled currencies list. */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by customer type */
                customerType?: components["schemas"]["CustomerType"];
                /** @description Whether to include deleted customers in the results. Default is false. */
                isIncludingDeleted?: boolean;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by platform-specific customer identifier */
                platformCustomerId?: string;
                /** @description Filter by customer region (ISO 3166-1 alpha-2 country code) */
                region?: string;
                /** @description Filter by uma address */
                umaAddress?: string;
                /** @description Filter customers updated after this timestamp (inclusive) */
                updatedAfter?: string;
                /** @description Filter customers updated before this timestamp (inclusive) */
                updatedBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Method not allowed. Returned (as JSON, not HTML) when the request uses an HTTP method that is not supported on this path. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequestOneOf"];
            };
        };
        responses: {
            /** @description Customer created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Method not allowed. Returned (as JSON, not HTML) when the request uses an HTTP method that is not supported on this path. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description Conflict. `UMA_ADDRESS_EXISTS` when the requested UMA address is already taken; `CONFLICT` when `platformCustomerId` collides with an existing active customer on the same platform. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    getCustomerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique customer identifier */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    updateCustomerById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry for Embedded Wallet email or SMS auth phone updates; must be paired with `Service-Wallet-Signature`.
                 * @example Request:019542f5-b3e7-1d02-0000-000000000010
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of a verified authentication credential on one of the customer's tied Embedded Wallets. Required on the signed retry for Embedded Wallet email or SMS auth phone updates; ignored on the initial call and on customer updates that complete synchronously.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /** @description System-generated unique customer identifier */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequestOneOf"];
            };
        };
        responses: {
            /** @description Customer updated successfully. For Embedded Wallet email or SMS auth phone updates, this is returned only on the signed retry after the customer contact field and all tied matching OTP credentials have been updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Challenge issued for an Embedded Wallet email or SMS auth phone update. The response contains `payloadToSign` plus a `requestId`. Build an API-key stamp over `payloadToSign` with the session API keypair from a verified authentication credential on one of the customer's tied Embedded Wallets, then retry the same request with `Service-Wallet-Signature` and `Request-Id`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Also returned for Embedded Wallet email or SMS auth phone update retries when the provided `Service-Wallet-Signature` is missing, malformed, or does not match the pending customer update challenge, when the `Request-Id` does not match an unexpired pending challenge, or when the retry body does not match the update fields bound into `payloadToSign` on the initial call. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict. Returned when the supplied email address is already associated with an `EMAIL_OTP` credential, or the supplied phone number is already associated with an `SMS_OTP` credential, on this or another internal account, or when the tied Embedded Wallet OTP credential set changed between the initial `202` challenge and the signed retry. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Failed dependency. Returned when Grid cannot update one or more tied Embedded Wallet OTP credentials. The customer contact field is not changed unless all tied credentials are updated successfully. */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sendCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID to send an email verification code to. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verification code sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description The customer's payment provider does not require contact verification, or the email is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID whose email is being verified. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description Email verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid or expired code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description The customer's payment provider does not require contact verification, or the email is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sendCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID to send a phone verification code to. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verification code sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description The customer's payment provider does not require contact verification, or the phone is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Grid customer ID whose phone is being verified. */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description Phone verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid or expired code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description The customer's payment provider does not require contact verification, or the phone is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listCustomerExternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by external accounts associated with a specific customer */
                customerId?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description External account created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - External account already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getCustomerExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    deleteCustomerExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External account deleted successfully */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Returned with `BENEFICIARY_TRUSTED` when the external account is currently a trusted beneficiary. Untrust it first, then delete. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description External account ID */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description Challenge created; the method-specific material is returned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Ownership verification is not applicable to this external account (not a self-custody crypto wallet, not `FIRST_PARTY`, or already verified). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    startBeneficiaryTrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being trusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Beneficiary trust started; the SCA challenge (if any) is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustStart"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or external account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmBeneficiaryTrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being trusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description Beneficiary trusted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustConfirm"];
                };
            };
            /** @description Invalid or expired proof */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or external account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    startBeneficiaryUntrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being untrusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Beneficiary untrust started; the SCA challenge (if any) is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustStart"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or external account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmBeneficiaryUntrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unique identifier of the external account (beneficiary) being untrusted. */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description Beneficiary untrusted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustConfirm"];
                };
            };
            /** @description Invalid or expired proof */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or external account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    verifyExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description External account ID */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerifyRequest"];
            };
        };
        responses: {
            /** @description Signature valid; the updated external account is returned with `status: ACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Invalid or expired signature. The account moves to `UNVERIFIED`; start a new challenge to retry. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description No `WALLET_SIGNATURE` challenge is outstanding for this external account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listCustomerInternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by internal accounts associated with a specific customer */
                customerId?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by internal account type. Use `EMBEDDED_WALLET` to find the self-custodial wallet provisioned for a customer, or `INTERNAL_FIAT` / `INTERNAL_CRYPTO` for the platform-managed holding accounts. */
                type?: components["schemas"]["InternalAccountType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getDiscoveries: {
        parameters: {
            query?: {
                /**
                 * @description ISO 3166-1 alpha-2 country code (e.g. PH)
                 * @example PH
                 */
                country?: string;
                /**
                 * @description ISO 4217 currency code (e.g. PHP)
                 * @example PHP
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getExchangeRates: {
        parameters: {
            query?: {
                /**
                 * @description Filter by destination currency code(s). Can be repeated for multiple currencies (e.g., &destinationCurrency=INR&destinationCurrency=GBP)
                 * @example [
                 *       "INR"
                 *     ]
                 */
                destinationCurrency?: string[];
                /**
                 * @description Sending amount in the smallest unit of the source currency (e.g., cents for USD).  If no amount is provided, the default is 10000 in the sending currency smallest unit.
                 * @example 10000
                 */
                sendingAmount?: number;
                /**
                 * @description Filter by source currency code (e.g., USD)
                 * @example USD
                 */
                sourceCurrency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    updateInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry; must be paired with `Service-Wallet-Signature`.
                 * @example Request:019542f5-b3e7-1d02-0000-000000000010
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of a verified authentication credential on the target internal account. Required on the signed retry; ignored on the initial call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /**
                 * @description The id of the internal account to update.
                 * @example InternalAccount:019542f5-b3e7-1d02-0000-000000000002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description Signed retry accepted. Returns the updated internal account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Challenge issued. The response contains `payloadToSign` (which binds the submitted update fields) plus a `requestId`. Build an API-key stamp over `payloadToSign` with the session API keypair and echo `requestId` on the retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the provided `Service-Wallet-Signature` is missing, malformed, or does not match a pending internal account update challenge, when the `Request-Id` does not match an unexpired pending challenge, or when the retry body does not match the update fields bound into `payloadToSign` on the initial call. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    exportInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `requestId` returned in a prior `202` response, echoed back exactly on the signed retry so the server can correlate it with the issued challenge. Required on the signed retry; must be paired with `Service-Wallet-Signature`.
                 * @example Request:7c4a8d09-ca37-4e3e-9e0d-8c2b3e9a1f21
                 */
                "Request-Id"?: string;
                /**
                 * @description Full API-key stamp built over the prior `payloadToSign` with the session API keypair of a verified authentication credential on the target internal account. Required on the signed retry; ignored on the initial call.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /** @description The id of the internal account to export. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountExportRequest"];
            };
        };
        responses: {
            /** @description Signed retry accepted. Returns the encrypted wallet credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountExportResponse"];
                };
            };
            /** @description Challenge issued. The response contains `payloadToSign` (which binds the submitted `clientPublicKey`) plus a `requestId`. Build an API-key stamp over `payloadToSign` with the session API keypair and echo `requestId` on the retry. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Returned when the provided `Service-Wallet-Signature` is missing, malformed, or does not match a pending export challenge for this internal account, when the `Request-Id` does not match an unexpired pending challenge, or when the retry's `clientPublicKey` does not match the one bound into `payloadToSign` on the initial call. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UmaInvitationCreateRequest"];
            };
        };
        responses: {
            /** @description Invitation created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code of the invitation to get */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitation retrieved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code of the invitation to cancel */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitation cancelled successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Bad request - Invitation cannot be cancelled (already claimed, expired, or cancelled) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - Only the platform which created the invitation can cancel it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    claimInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code of the invitation to claim */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UmaInvitationClaimRequest"];
            };
        };
        responses: {
            /** @description Invitation claimed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listPlatformExternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description External account created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - External account already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getPlatformExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    deletePlatformExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated unique external account identifier */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External account deleted successfully */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createPlatformExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description External account ID */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description Challenge created; the method-specific material is returned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Ownership verification is not applicable to this external account (not a self-custody crypto wallet, not `FIRST_PARTY`, or already verified). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    verifyPlatformExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description External account ID */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerifyRequest"];
            };
        };
        responses: {
            /** @description Signature valid; the updated external account is returned with `status: ACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Invalid or expired signature. The account moves to `UNVERIFIED`; start a new challenge to retry. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description No `WALLET_SIGNATURE` challenge is outstanding for this external account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listPlatformInternalAccounts: {
        parameters: {
            query?: {
                /** @description Filter by currency code */
                currency?: string;
                /** @description Filter by internal account type. Use `EMBEDDED_WALLET` to find the self-custodial wallet provisioned for a customer, or `INTERNAL_FIAT` / `INTERNAL_CRYPTO` for the platform-managed holding accounts. */
                type?: components["schemas"]["InternalAccountType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformInternalAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /**
             * @description Transfer quote created successfully. The response includes exchange rates,
             *     fees, and transfer details. For transfers involving UMA addresses, payment
             *     instructions are also included for execution through banking systems.
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Quote:019542f5-b3e7-1d02-0000-000000000006",
                     *       "status": "PENDING",
                     *       "createdAt": "2025-10-03T12:00:00Z",
                     *       "expiresAt": "2025-10-03T12:05:00Z",
                     *       "source": {
                     *         "sourceType": "ACCOUNT",
                     *         "accountId": "InternalAccount:e85dcbd6-dced-4ec4-b756-3c3a9ea3d965"
                     *       },
                     *       "destination": {
                     *         "destinationType": "ACCOUNT",
                     *         "accountId": "ExternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123"
                     *       },
                     *       "sendingCurrency": {
                     *         "code": "USD",
                     *         "name": "United States Dollar",
                     *         "symbol": "$",
                     *         "decimals": 2
                     *       },
                     *       "receivingCurrency": {
                     *         "code": "EUR",
                     *         "name": "Euro",
                     *         "symbol": "€",
                     *         "decimals": 2
                     *       },
                     *       "totalSendingAmount": 10000,
                     *       "totalReceivingAmount": 9200,
                     *       "exchangeRate": 0.92,
                     *       "feesIncluded": 10,
                     *       "platformFeesIncluded": 0,
                     *       "transactionId": "Transaction:019542f5-b3e7-1d02-0000-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Quote created but awaiting Strong Customer Authentication. Returned only for customers whose provider requires SCA (e.g. EU) on a realtime-funding source: the quote has status `PENDING_AUTHORIZATION` and carries an `scaChallenge`, and `paymentInstructions` are **withheld** until the challenge is authorized via `POST /quotes/{quoteId}/authorize`. Once authorized, the quote's `paymentInstructions` are populated. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Bad request - Missing or invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden. The token lacks the `TRANSACT` permission, or the customer has not accepted the End User Terms. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Issue 14: an UMA address is resolved before any quote; one nobody answers to is refused with the document's UMA_NOT_FOUND, a lookupId that does not exist with LOOKUP_REQUEST_NOT_FOUND (both 404 in the document's lookups). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Counterparty doesn't support UMA version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Counterparty issue */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Too many requests. Returned with `DAILY_VOLUME_LIMIT_EXCEEDED` when `immediatelyExecute` is set and the requested amount would exceed the configured daily volume limit for the trade corridor. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not implemented */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
        };
    };
    getQuoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the quote to retrieve */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quote retrieved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    authorizeQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The unique identifier of the quote whose SCA challenge is being authorized.
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000006
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaAuthorization"];
            };
        };
        responses: {
            /** @description Challenge authorized; the updated quote is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Invalid or expired authorization proof */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer, or the quote has no pending challenge to authorize. Also returned with `SCA_SESSION_REQUIRED` when the customer's SCA login session is missing or expired — re-authenticate the customer, then authorize again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Returned with `ACCOUNT_LOCKED` when the customer's login is temporarily locked after too many failed authorization attempts. The customer must wait for the lock to expire before authorizing again. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Too many requests. Returned with `RATE_LIMITED` when authorization attempts for this challenge happen too frequently (for example, repeated bad codes brute-forcing the OTP). The challenge may be invalidated after too many failed attempts. Clients should back off and retry after the interval indicated by the `Retry-After` response header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    resendQuoteScaCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The unique identifier of the quote whose SCA challenge code should be re-sent.
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000006
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code re-sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer, the quote has no pending SMS challenge, or the challenge uses a factor whose code cannot be re-sent (e.g. passkey). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests. Returned with `RATE_LIMITED` when codes are re-sent too frequently, to avoid spamming the customer's phone. Clients should back off and retry after the interval indicated by the `Retry-After` response header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    executeQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
                /**
                 * @description Full Grid wallet signature over the `payloadToSign` returned in the quote's `paymentInstructions[].accountOrWalletInfo` entry, produced with the session private key of a verified authentication credential on the source Embedded Wallet. Required when the quote's source is an internal account of type `EMBEDDED_WALLET`; ignored for other source types.
                 * @example eyJwdWJsaWNLZXkiOiIwMmExYjIuLi4iLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9QMjU2Iiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMC4uLiJ9
                 */
                "Service-Wallet-Signature"?: string;
            };
            path: {
                /**
                 * @description The unique identifier of the quote to execute
                 * @example Quote:019542f5-b3e7-1d02-0000-000000000001
                 */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ExecuteQuoteRequest"];
            };
        };
        responses: {
            /**
             * @description Quote processed. The outcome depends on whether SCA applies to the customer (currently EU customers):
             *
             *     - **No SCA required:** the transfer is initiated and the quote status advances (`PROCESSING` / `COMPLETED`).
             *
             *     - **SCA required:** the transfer is **not** initiated yet. The quote is returned with status `PENDING_AUTHORIZATION` and an `scaChallenge`; release the transfer by authorizing the quote you already hold — `POST /quotes/{quoteId}/authorize` (re-calling `execute` returns 409). A pre-funded send is a single challenge, so one authorization releases it. The challenge (and its SMS code / passkey assertion) only comes into existence once this call initiates the transfer, so the proof is always supplied on the follow-up authorize, never inline on this call. If an SMS code lapses, re-send it via `POST /quotes/{quoteId}/authorize/resend`.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Bad request - Invalid quote ID or quote cannot be confirmed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized. Also returned when the quote's source is an internal account of type `EMBEDDED_WALLET` and the provided `Service-Wallet-Signature` header is missing, malformed, or does not match the quote's `payloadToSign`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden. The token lacks the `TRANSACT` permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Quote already confirmed, expired, or in invalid state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests. Returned with `DAILY_VOLUME_LIMIT_EXCEEDED` when executing the quote would exceed the configured daily volume limit for the trade corridor. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    lookupExternalAccount: {
        parameters: {
            query?: {
                /** @description System ID of the sender (optional if senderUmaAddress is provided) */
                customerId?: string;
                /** @description UMA address of the sender (optional if customerId is provided) */
                senderUmaAddress?: string;
            };
            header?: never;
            path: {
                /** @description System-generated ID of the external account */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful lookup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverExternalAccountLookupResponse"];
                };
            };
            /** @description Bad request - Missing or invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description External account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Counterparty doesn't support UMA version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Counterparty issue */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    lookupUma: {
        parameters: {
            query?: {
                /** @description System ID of the sender (optional if senderUmaAddress is provided) */
                customerId?: string;
                /** @description UMA address of the sender (optional if customerId is provided) */
                senderUmaAddress?: string;
            };
            header?: never;
            path: {
                /** @description UMA address of the intended recipient */
                receiverUmaAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful lookup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverUmaLookupResponse"];
                };
            };
            /** @description Bad request - Missing or invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description UMA address not found. The address is well-formed but no receiver exists at the counterparty VASP (`UMA_NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Counterparty doesn't support UMA version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Counterparty issue */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card to simulate an authorization against.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card the advice applies to.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationAdviceRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card or card transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardBalanceInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card to simulate a balance inquiry against.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardBalanceInquiryRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardClearing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card the clearing applies to.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardClearingRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card or card transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card to simulate a credit authorization against.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardCreditAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card the advice applies to.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardFinancialAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card to simulate a financial authorization against.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardFinancialCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card to simulate a financial credit authorization against.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card not found (also returned in production for this path) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card the return applies to.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardReturnRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card or card transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardReturnReversal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the card the return reversal applies to.
                 * @example Card:019542f5-b3e7-1d02-0000-000000000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardTransactionRefRequest"];
            };
        };
        responses: {
            /** @description Simulation accepted. The resulting card operation is delivered asynchronously via the issuer's events webhook. Returns the issuer transaction token that correlates the simulated event. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Card or card transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSimulateCardTokenization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "EMAIL" | "SMS";
                };
            };
        };
        responses: {
            /** @description The message sent to the cardholder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        /** @enum {string} */
                        channel: "EMAIL" | "SMS";
                        /** @description The sandbox's fixed tokenization code. */
                        code: string;
                        from?: string;
                        fromName?: string;
                        logoUrl?: string;
                        replyTo?: string;
                        subject?: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["SandboxBadRequest"];
            404: components["responses"]["SandboxNotFound"];
        };
    };
    sandboxCardRevealPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card's details, as an HTML page that runs no script and is never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The link expired or was already used */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    sandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SandboxClock"];
        };
    };
    sandboxAdvanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seconds: number;
                };
            };
        };
        responses: {
            200: components["responses"]["SandboxClock"];
            400: components["responses"]["SandboxBadRequest"];
        };
    };
    sandboxEnclaveKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signer public keys (uncompressed P-256, hex) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpBundle: components["schemas"]["SandboxPublicKey"];
                        walletExport: components["schemas"]["SandboxPublicKey"];
                        webhook: components["schemas"]["SandboxPublicKey"];
                    };
                };
            };
        };
    };
    sandboxFundInternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the internal account to fund
                 * @example InternalAccount:a12dcbd6-dced-4ec4-b756-3c3a9ea3d123
                 */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxFundRequest"];
            };
        };
        responses: {
            /** @description Internal account funded successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxSetInternalAccountStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "ACTIVE" | "FROZEN" | "CLOSED";
                };
            };
        };
        responses: {
            /** @description The account, with its new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            400: components["responses"]["SandboxBadRequest"];
            404: components["responses"]["SandboxNotFound"];
        };
    };
    sandboxLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit of the sandbox's double-entry ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balanced: boolean;
                        currencies?: {
                            [key: string]: unknown;
                        };
                        problems: string[];
                    };
                };
            };
        };
    };
    sandboxOidcJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Web Key Set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @enum {string} */
                            alg: "ES256";
                            /** @enum {string} */
                            crv: "P-256";
                            kid: string;
                            /** @enum {string} */
                            kty: "EC";
                            /** @enum {string} */
                            use?: "sig";
                            x: string;
                            y: string;
                        }[];
                    };
                };
            };
        };
    };
    sandboxOidcToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default wallet-kit-sandbox. */
                    aud?: string;
                    email?: string;
                    /** @description For a verify */
                    nonce?: string;
                    sub: string;
                };
            };
        };
        responses: {
            /** @description The signed token (valid 10 minutes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                    };
                };
            };
            400: components["responses"]["SandboxBadRequest"];
        };
    };
    sandboxScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SandboxScenarios"];
        };
    };
    sandboxSetScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxScenariosPatch"];
            };
        };
        responses: {
            200: components["responses"]["SandboxScenarios"];
            400: components["responses"]["SandboxBadRequest"];
        };
    };
    sandboxResetScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SandboxScenarios"];
        };
    };
    sandboxSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxSendRequest"];
            };
        };
        responses: {
            /** @description Funds received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxFundStablecoinOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation, now with the provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            404: components["responses"]["SandboxNotFound"];
            409: components["responses"]["SandboxConflict"];
        };
    };
    sandboxBankReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction, now failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            404: components["responses"]["SandboxNotFound"];
            409: components["responses"]["SandboxConflict"];
        };
    };
    sandboxReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUmaReceiveRequest"];
            };
        };
        responses: {
            /** @description Payment triggered successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Forbidden - request was made with a production platform token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Sender or receiver not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    sandboxWebhooks: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            id: string;
                            lastStatus?: number;
                            /** Format: date-time */
                            nextAttemptAt?: string;
                            /** @enum {string} */
                            state: "PENDING" | "DELIVERED" | "GAVE_UP";
                            /** Format: date-time */
                            timestamp: string;
                            type: string;
                        }[];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["SandboxBadRequest"];
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook delivered successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResponse"];
                };
            };
            /** @description Bad request - Webhook delivery failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listScaFactors: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose factors are listed or enrolled.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's enrolled SCA factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorList"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    startScaFactorEnrollment: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose factors are listed or enrolled.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaFactorEnrollRequestOneOf"];
            };
        };
        responses: {
            /** @description Enrollment started; the factor-specific completion material is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorEnrollStartOneOf"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer (`CONFLICT`), or a passkey enrollment was requested while one is already enrolled (`PASSKEY_ALREADY_ENROLLED`) — only one passkey per customer is supported. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    deleteScaFactor: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose factor is being deleted.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The credential id of the enrolled factor to delete (from the factor's `credentialId`). */
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Factor deleted; no content is returned. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or factor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmScaFactorEnrollment: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer confirming a factor enrollment.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaFactorConfirmRequestOneOf"];
            };
        };
        responses: {
            /** @description Factor enrolled; the factor-specific result is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorConfirmResponseOneOf"];
                };
            };
            /** @description Invalid or incorrect confirmation proof */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    startTwoFactorReset: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer resetting a factor.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorResetStartRequest"];
            };
        };
        responses: {
            /** @description Reset initiated; the reset handle and liveness material are returned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorResetStart"];
                };
            };
            /** @description Invalid or unknown factor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many reset attempts. Reset initiation is rate-limited to 5 per 24 hours per customer; retry after the window indicated by `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getTwoFactorResetStatus: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer whose reset status is polled.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset handle returned by the start call. */
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current reset status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorResetStatus"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or reset not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    completeTwoFactorReset: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer completing the reset.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path: {
                /** @description The reset handle returned by the start call. */
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TwoFactorResetCompleteRequest"];
            };
        };
        responses: {
            /** @description Reset completed; no content is returned. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Reset not ready (liveness not yet passed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or reset not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    completeScaLogin: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer completing an SCA login.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaLoginCompleteRequest"];
            };
        };
        responses: {
            /** @description SCA login completed; the session status is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaLoginComplete"];
                };
            };
            /** @description Invalid or expired proof */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description The customer's login is locked (or suspended) after too many failed attempts. `details.lockedUntil` says when they may retry. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    startScaLogin: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer starting an SCA login.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaLoginStartRequest"];
            };
        };
        responses: {
            /** @description SCA login started; factor-specific material is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaLoginStart"];
                };
            };
            /** @description Invalid or unknown factor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    recordSecurityEvent: {
        parameters: {
            query: {
                /**
                 * @description The unique identifier of the customer the security event is recorded for.
                 * @example Customer:019542f5-b3e7-1d02-0000-000000000001
                 */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordSecurityEventRequest"];
            };
        };
        responses: {
            /** @description Event recorded; the customer's resulting login-security state is returned (including any lockout). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordSecurityEventResponse"];
                };
            };
            /** @description Invalid event type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description SCA is not required for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description The customer's login is locked (or suspended) after too many failed attempts. `details.lockedUntil` says when they may retry. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getStablecoinOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin issuer operation identifier */
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin operation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listStablecoinProviderAccounts: {
        parameters: {
            query?: {
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                provider?: components["schemas"]["StablecoinProvider"];
                status?: components["schemas"]["StablecoinProviderAccountStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccountListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    linkStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description Idempotency key for retrying this request safely. Replays return the prior result; conflicting payloads are rejected. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinProviderAccountLinkRequest"];
            };
        };
        responses: {
            /** @description Stablecoin provider account linked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin provider account link identifier */
                stablecoinProviderAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin provider account link not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listStablecoins: {
        parameters: {
            query?: {
                /** @description Opaque cursor returned as `nextCursor` from the previous response. */
                cursor?: string;
                gridOperationsStatus?: components["schemas"]["StablecoinGridOperationsStatus"];
                issuanceStatus?: components["schemas"]["StablecoinIssuanceStatus"];
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                provider?: components["schemas"]["StablecoinProvider"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    registerStablecoin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required idempotency key for retrying this request safely. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinRegisterRequest"];
            };
        };
        responses: {
            /** @description Stablecoin registered */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Referenced stablecoin provider account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getStablecoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createStablecoinBurn: {
        parameters: {
            query?: never;
            header: {
                /** @description Required idempotency key for retrying this burn request safely. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinBurnRequest"];
            };
        };
        responses: {
            /** @description Burn operation created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin or referenced account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Provider temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createStablecoinMint: {
        parameters: {
            query?: never;
            header: {
                /** @description Required idempotency key for retrying this mint request safely. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinMintRequest"];
            };
        };
        responses: {
            /** @description Mint operation created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin or referenced account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Provider temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listStablecoinOperations: {
        parameters: {
            query?: {
                /** @description Opaque cursor returned as `nextCursor` from the previous response. */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter operations by type. When omitted, both mints and burns are returned. */
                operationType?: components["schemas"]["StablecoinOperationType"];
            };
            header?: never;
            path: {
                /** @description System-generated stablecoin identifier */
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperationListResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Stablecoin not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Filter by account identifier (matches either sender or receiver) */
                accountIdentifier?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Filter by system customer ID. To filter to transactions made on behalf of the platform, specify the platform ID as the customer ID. */
                customerId?: string;
                /** @description Filter by end date (inclusive) in ISO 8601 format */
                endDate?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Filter by platform-specific customer ID */
                platformCustomerId?: string;
                /** @description Filter by receiver account identifier */
                receiverAccountIdentifier?: string;
                /** @description Filter by reference */
                reference?: string;
                /** @description Filter by sender account identifier */
                senderAccountIdentifier?: string;
                /** @description Order to sort results in */
                sortOrder?: "asc" | "desc";
                /** @description Filter by start date (inclusive) in ISO 8601 format */
                startDate?: string;
                /** @description Filter by transaction status */
                status?: components["schemas"]["TransactionStatus"] | components["schemas"]["CardTransactionStatus"];
                /** @description Filter by transaction type */
                type?: components["schemas"]["TransactionType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getTransactionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    approvePendingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction to approve */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApprovePaymentRequest"];
            };
        };
        responses: {
            /** @description Payment approved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters or payment cannot be approved */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Payment is not in a pending state or has already been processed or timed out. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction to cancel */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelTransactionRequest"];
            };
        };
        responses: {
            /** @description Cancellation requested successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters or the transaction cannot be cancelled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - The transaction has already settled or is otherwise past the point where it can be cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    confirmReceiptDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction to confirm receipt delivery for */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConfirmReceiptDeliveryRequest"];
            };
        };
        responses: {
            /** @description Receipt delivery confirmation recorded successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    rejectPendingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unique identifier of the transaction to reject */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RejectPaymentRequest"];
            };
        };
        responses: {
            /** @description Payment rejected successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters or payment cannot be rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Transaction not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict - Payment is not in a pending state or has already been processed or timed out. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createTransferIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferInRequest"];
            };
        };
        responses: {
            /** @description Transfer-in request created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    createTransferOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique identifier for the request. If the same key is sent multiple times, the server will return the same response as the first request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOutRequest"];
            };
        };
        responses: {
            /** @description Transfer-out request created successfully. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Customer or account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests. Returned with `DAILY_VOLUME_LIMIT_EXCEEDED` when the requested amount would exceed the configured daily volume limit for the withdrawal currency. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getAvailableUmaProviders: {
        parameters: {
            query?: {
                /** @description The alpha-2 representation of a country, as defined by the ISO 3166-1 standard. */
                countryCode?: string;
                /** @description The ISO 4217 currency code to filter providers by supported currency. */
                currencyCode?: string;
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Whether to include providers which are not on your allowlist in the response. By default the response will include blocked providers. */
                hasBlockedProviders?: boolean;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
                /** @description Order to sort results in */
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaProviderListResponse"];
                };
            };
            /** @description Issue 3, Bad input: a limit outside 1 to 100, a cursor that is not one of ours or a sortOrder outside asc/desc answer 400 INVALID_INPUT, as on every other list. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    listVasps: {
        parameters: {
            query?: {
                /** @description Cursor for pagination (returned from previous request) */
                cursor?: string;
                /** @description Maximum number of results to return (default 20, max 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaspListResponse"];
                };
            };
            /** @description Bad request - Invalid parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal service error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    agentActionWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentActionWebhook"];
            };
        };
        responses: {
            /** @description Webhook received and acknowledged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    bulkUploadWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUploadWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardFundingSourceChangeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardFundingSourceChangeWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardStateChangeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardStateChangeWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardTransactionWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransactionWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    customerStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    externalAccountStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountStatusWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    incomingPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomingPaymentWebhook"];
            };
        };
        responses: {
            /**
             * @description Webhook received successfully.
             *     For PENDING transactions on approval-mechanism rails, this indicates approval to proceed with the payment. For bank-rail incoming payments (e.g. SWIFT) a 200 only acknowledges receipt: there is nothing to approve.
             *     If `requestedReceiverCustomerInfoFields` were present in the webhook request, the corresponding fields for the recipient must be included in this response in the `receiverCustomerInfo` object.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookResponse"];
                };
            };
            /**
             * @description Webhook received and will be processed asynchronously. The synchronous 200 response should be preferred where possible. This asycnhronous path should only be used in
             *     cases where the platform's architecture requires async (but still very quick) processing before approving or rejecting the payment.
             *     The platform must call the `/transactions/{transactionId}/approve` or `/transactions/{transactionId}/reject` endpoint to approve or reject the payment within 5 seconds or the payment will be automatically rejected.
             *     Bank-rail incoming payments (e.g. SWIFT) need no approve/reject call: a 202 is treated the same as a 200 acknowledgment.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /**
             * @description Forbidden - Payment rejected by the client.
             *     Only applicable for PENDING transactions on approval-mechanism rails;
             *     a bank-rail incoming payment (e.g. SWIFT) cannot be rejected through
             *     this response because the funds have already moved interbank.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookForbiddenResponse"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /**
             * @description Unprocessable Entity - Additional counterparty information required.
             *     Only applicable for PENDING transactions on approval-mechanism rails;
             *     for bank-rail incoming payments (e.g. SWIFT) this response has no
             *     effect on the already-received funds.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookUnprocessableResponse"];
                };
            };
        };
    };
    internalAccountStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountStatusWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    invitationClaimedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationClaimedWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    outgoingPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutgoingPaymentWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequest"];
            };
        };
        responses: {
            /** @description Webhook received successfully. This confirms your webhook endpoint is properly configured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    verificationStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationWebhook"];
            };
        };
        responses: {
            /** @description Webhook received successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unauthorized - Signature validation failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict - Webhook has already been processed (duplicate id) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
}

-- One authenticationToken per pass, the same in every copy (modules/wallet/pass-repository.ts):
-- a download no longer pushes a registered device's token out. Passes handed out before get one
-- now; their copies' hashed tokens (auth_token_hashes) keep working and are no longer added to.
ALTER TABLE "wallet_passes" ADD COLUMN "auth_token" text;--> statement-breakpoint
UPDATE "wallet_passes" SET "auth_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "auth_token" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ALTER COLUMN "auth_token" SET NOT NULL;--> statement-breakpoint
-- Passes handed out before could be shared from Wallet, and a booking's carried its edit link:
-- marked changed, so a device's next look at them fetches the pass as it is now.
UPDATE "wallet_passes" SET "update_tag" = nextval('wallet_update_tags'), "updated_at" = greatest(date_trunc('second', now()), "updated_at" + interval '1 second');

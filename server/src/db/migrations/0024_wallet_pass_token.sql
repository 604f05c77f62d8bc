-- One authenticationToken per pass, the same in every copy (modules/wallet/pass-repository.ts):
-- a download no longer pushes a registered device's token out. Passes handed out before get one
-- now; their copies' hashed tokens (auth_token_hashes) keep working and are no longer added to.
ALTER TABLE "wallet_passes" ADD COLUMN "auth_token" text;--> statement-breakpoint
UPDATE "wallet_passes" SET "auth_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "auth_token" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ALTER COLUMN "auth_token" SET NOT NULL;

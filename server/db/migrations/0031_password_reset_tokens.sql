-- Issue 30 item 1: the code check hands back a single-use reset token, kept here only as an HMAC;
-- new/password needs it, so knowing the email between the check and the new password is not enough.
ALTER TABLE "email_codes" ADD COLUMN "reset_token_hash" text;

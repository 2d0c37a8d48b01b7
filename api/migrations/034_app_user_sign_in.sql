-- Sign-ins for the analytics (DESIGN.md §4 event type sign_in). An access token tells when its
-- session signed in (auth_time, kept by token refreshes); the profile call records a sign_in
-- event the first time it sees a newer one, and this column is what it compares with.
ALTER TABLE app_user ADD COLUMN last_sign_in_at timestamptz;

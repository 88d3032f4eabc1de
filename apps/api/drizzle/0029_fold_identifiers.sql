-- Identifiers as a person reads them (decision 0137): stored transaction ids and payout account numbers are
-- folded the way the contracts now fold them before they are checked (NFKC, invisible characters removed,
-- dash-likes as '-', no spaces, Urdu and Arabic digits as 0-9). A transaction id whose folded form another
-- deposit of the same method already has (or would have) is left as it was: it is the look-alike an admin
-- should see. normalize() needs a UTF-8 database; on any other the rows are left as they are.
DO $$
BEGIN
  IF current_setting('server_encoding') <> 'UTF8' THEN
    RETURN;
  END IF;
  WITH folded AS (
    SELECT id, payment_method, transaction_id, translate(regexp_replace(regexp_replace(regexp_replace(normalize(transaction_id, NFKC), '[\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\uFEFF]', '', 'g'), '[\u058A\u05BE\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D]', '-', 'g'), '[[:space:]]', '', 'g'), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS value
    FROM deposits
  ),
  claims AS (
    SELECT payment_method, lower(value) AS key, count(*) AS deposits
    FROM folded
    GROUP BY payment_method, lower(value)
  )
  UPDATE deposits
  SET transaction_id = folded.value
  FROM folded
  JOIN claims ON claims.payment_method = folded.payment_method AND claims.key = lower(folded.value)
  WHERE deposits.id = folded.id
    AND claims.deposits = 1
    AND folded.value <> folded.transaction_id
    AND folded.value <> '';

  UPDATE withdrawals
  SET account_number = translate(regexp_replace(regexp_replace(regexp_replace(normalize(account_number, NFKC), '[\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\uFEFF]', '', 'g'), '[\u058A\u05BE\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D]', '-', 'g'), '[[:space:]]', '', 'g'), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')
  WHERE translate(regexp_replace(regexp_replace(regexp_replace(normalize(account_number, NFKC), '[\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\uFEFF]', '', 'g'), '[\u058A\u05BE\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D]', '-', 'g'), '[[:space:]]', '', 'g'), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') <> account_number
    AND translate(regexp_replace(regexp_replace(regexp_replace(normalize(account_number, NFKC), '[\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\uFEFF]', '', 'g'), '[\u058A\u05BE\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D]', '-', 'g'), '[[:space:]]', '', 'g'), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') <> '';
END
$$;

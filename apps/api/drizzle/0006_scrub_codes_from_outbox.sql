-- One-time codes leave the outbox: an e-mail still waiting to be sent keeps its code in "code" (cleared once
-- sent); everywhere else the code is masked, and subjects no longer carry it.
UPDATE "emails" SET
  "code" = CASE WHEN "status" = 'QUEUED' THEN substring("subject" from 'code is ([0-9]{6})$') END,
  "text" = replace("text", substring("subject" from 'code is ([0-9]{6})$'), '••••••'),
  "html" = replace("html", substring("subject" from 'code is ([0-9]{6})$'), '••••••'),
  "subject" = regexp_replace("subject", ' is [0-9]{6}$', '')
WHERE "subject" ~ 'code is [0-9]{6}$';

-- Every read of a member's credited views of a day names `credited_at is not null`, so it is served by
-- reward_views_item_once_a_day (user_id, kind, item_id, credit_day where credited_at is not null). This
-- index cost every ad start one insertion and every credit (an update that is never HOT) another.
DROP INDEX "reward_views_user_day_idx";

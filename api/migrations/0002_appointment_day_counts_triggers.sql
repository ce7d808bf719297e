-- Keeps appointment_day_counts equal to: select date, status, count(*) from appointments group by 1, 2.
-- Statement-level triggers add up each statement's changes and write them in (date, status)
-- order, so concurrent transactions lock the counter rows in one order (no deadlocks).
CREATE FUNCTION appointment_day_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_day_counts AS c (date, status, n)
  SELECT date, status, count(*)::int FROM new_rows GROUP BY date, status ORDER BY date, status
  ON CONFLICT (date, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION appointment_day_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_day_counts AS c (date, status, n)
  SELECT date, status, sum(delta)::int FROM (
    SELECT date, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT date, status, -1 AS delta FROM old_rows
  ) changes
  GROUP BY date, status HAVING sum(delta) <> 0 ORDER BY date, status
  ON CONFLICT (date, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION appointment_day_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_day_counts AS c (date, status, n)
  SELECT date, status, -count(*)::int FROM old_rows GROUP BY date, status ORDER BY date, status
  ON CONFLICT (date, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_after_delete();
--> statement-breakpoint
INSERT INTO appointment_day_counts (date, status, n)
SELECT date, status, count(*)::int FROM appointments GROUP BY date, status;

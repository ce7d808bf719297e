-- An invitation's SEQUENCE (RFC 5545 §3.8.7.4): the appointment's revision, raised by the
-- database on every change a patient's calendar is told about (a move, a change of status), so
-- that every path that writes an appointment counts, and calendar apps apply updates in order.
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION appointments_next_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.starts_at IS DISTINCT FROM OLD.starts_at
    OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
    OR NEW.status IS DISTINCT FROM OLD.status
    OR NEW.time_zone IS DISTINCT FROM OLD.time_zone THEN
    NEW.sequence := OLD.sequence + 1;
  ELSE
    NEW.sequence := OLD.sequence;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_sequence BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_next_sequence();

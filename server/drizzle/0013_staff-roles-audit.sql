CREATE TABLE "role" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"all_permissions" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "role_name_format" CHECK ("role"."name" ~ '^[a-z][a-z0-9_-]{1,31}$'),
	CONSTRAINT "role_all_permissions_built_in" CHECK (NOT "role"."all_permissions" OR "role"."built_in")
);
--> statement-breakpoint
CREATE TABLE "role_permission" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permission_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_user_id" integer,
	"username" text NOT NULL,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_login_log_method_known" CHECK ("staff_login_log"."method" IN ('password','qr')),
	CONSTRAINT "staff_login_log_reason_on_failure" CHECK ("staff_login_log"."success" = ("staff_login_log"."reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_roles_known";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "password_link_hash" text;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "password_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_role_role_name_fk" FOREIGN KEY ("role") REFERENCES "public"."role"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_login_log" ADD CONSTRAINT "staff_login_log_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_login_log_user_at_idx" ON "staff_login_log" USING btree ("staff_user_id","at");--> statement-breakpoint
CREATE INDEX "staff_login_log_at_idx" ON "staff_login_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_password_link_key" ON "staff_user" USING btree ("password_link_hash");--> statement-breakpoint
-- The spec's three roles, built in. Developer and admin hold every permission (all_permissions);
-- the editor starts with the spec's gating (contract editorDefaultPermissions) and staff may change it.
INSERT INTO "role" ("name", "label", "built_in", "all_permissions") VALUES
  ('developer', 'Developer', true, true),
  ('admin', 'Admin', true, true),
  ('editor', 'Editor', true, false);
--> statement-breakpoint
INSERT INTO "role_permission" ("role", "permission") VALUES
  ('editor','dashboard'),
  ('editor','user'),
  ('editor','user.export'),
  ('editor','order'),
  ('editor','order.export'),
  ('editor','order.bulk'),
  ('editor','product'),
  ('editor','product.export'),
  ('editor','product.bulk'),
  ('editor','product.publish'),
  ('editor','product.delete'),
  ('editor','inventory'),
  ('editor','inventory.adjust'),
  ('editor','inventory.export'),
  ('editor','exchange'),
  ('editor','exchange.export'),
  ('editor','exchange.publish'),
  ('editor','exchange.delete'),
  ('editor','box'),
  ('editor','feed'),
  ('editor','article'),
  ('editor','payment'),
  ('editor','payment.export');
--> statement-breakpoint
-- A member's roles are role rows (an array cannot carry a foreign key): unknown names are refused,
-- and a role someone still has cannot be deleted or renamed.
CREATE FUNCTION staff_user_roles_exist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(NEW.roles) AS r(name) WHERE NOT EXISTS (SELECT 1 FROM role WHERE role.name = r.name)) THEN
    RAISE EXCEPTION 'staff_user.roles names a role that does not exist'
      USING ERRCODE = '23503', CONSTRAINT = 'staff_user_roles_exist';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_user_roles_exist BEFORE INSERT OR UPDATE OF roles ON staff_user
  FOR EACH ROW EXECUTE FUNCTION staff_user_roles_exist();
--> statement-breakpoint
CREATE FUNCTION role_refuse_removal_in_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' OR NEW.name <> OLD.name) AND EXISTS (SELECT 1 FROM staff_user WHERE OLD.name = ANY(roles)) THEN
    RAISE EXCEPTION 'role % is still held by a staff member', OLD.name
      USING ERRCODE = '23503', CONSTRAINT = 'role_in_use';
  END IF;
  IF TG_OP = 'DELETE' AND OLD.built_in THEN
    RAISE EXCEPTION 'built-in role % cannot be deleted', OLD.name
      USING ERRCODE = '23514', CONSTRAINT = 'role_built_in_kept';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$;
--> statement-breakpoint
CREATE TRIGGER role_refuse_removal_in_use BEFORE UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION role_refuse_removal_in_use();
--> statement-breakpoint
-- The audit trail is append-only: a change to what happened is a new row, never an edit.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

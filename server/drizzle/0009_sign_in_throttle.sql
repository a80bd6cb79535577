CREATE TABLE "known_device" (
	"staff_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_device_staff_user_id_token_hash_pk" PRIMARY KEY("staff_user_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_failure" ADD COLUMN "kind" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_device" ADD CONSTRAINT "known_device_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_device_last_used_idx" ON "known_device" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "auth_state_qr_request_ip_idx" ON "auth_state" USING btree ("request_ip","created_at") WHERE "auth_state"."kind" = 'qr';--> statement-breakpoint
CREATE INDEX "login_failure_username_ip_at_idx" ON "login_failure" USING btree ("username","ip","at");--> statement-breakpoint
CREATE INDEX "login_failure_at_idx" ON "login_failure" USING btree ("at");--> statement-breakpoint
ALTER TABLE "login_failure" ADD CONSTRAINT "login_failure_kind_known" CHECK ("login_failure"."kind" IN ('sign_in','password_change'));
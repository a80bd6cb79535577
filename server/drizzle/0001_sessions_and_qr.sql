ALTER TABLE "auth_state" ADD COLUMN "request_ip" text;--> statement-breakpoint
ALTER TABLE "auth_state" ADD COLUMN "request_user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_session" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "staff_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_id_unique" UNIQUE("id");
CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "credit_lot_draws" (
	"transaction_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "credit_lot_draws_transaction_id_lot_id_pk" PRIMARY KEY("transaction_id","lot_id"),
	CONSTRAINT "credit_lot_draws_positive" CHECK ("credit_lot_draws"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"grant_transaction_id" uuid,
	"granted" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_id" uuid,
	"subscription_id" uuid,
	"expiry_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lots_remaining_valid" CHECK ("credit_lots"."granted" > 0 and "credit_lots"."remaining" between 0 and "credit_lots"."granted")
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credit_quantity" integer NOT NULL,
	"price_multiplier" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packages_positive" CHECK ("credit_packages"."credit_quantity" > 0 and "credit_packages"."price_multiplier" > 0 and "credit_packages"."validity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_shortfalls_valid" CHECK ("credit_shortfalls"."amount" > 0 and "credit_shortfalls"."remaining" between 0 and "credit_shortfalls"."amount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"credits" integer NOT NULL,
	"description" text NOT NULL,
	"item_id" text NOT NULL,
	"validity_months" integer,
	"subscription_id" uuid,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"stripe_invoice_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "payments_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" in ('credit_pack', 'credit_package', 'subscription')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'refunded', 'disputed')),
	CONSTRAINT "payments_amounts_valid" CHECK ("payments"."amount" >= 0 and "payments"."credits" >= 0 and "payments"."amount_refunded" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_monthly" integer NOT NULL,
	"price_yearly" integer NOT NULL,
	"credits_per_month" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"stripe_product_id" text,
	"stripe_monthly_price_id" text,
	"stripe_yearly_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_prices_non_negative" CHECK ("subscription_plans"."price_monthly" >= 0 and "subscription_plans"."price_yearly" >= 0),
	CONSTRAINT "subscription_plans_credits_non_negative" CHECK ("subscription_plans"."credits_per_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"next_plan_id" uuid,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"payment_provider" text DEFAULT 'stripe' NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "subscriptions_interval_known" CHECK ("subscriptions"."interval" in ('month', 'year')),
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lot_draws" ADD CONSTRAINT "credit_lot_draws_transaction_id_credit_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."credit_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lot_draws" ADD CONSTRAINT "credit_lot_draws_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_grant_transaction_id_credit_transactions_id_fk" FOREIGN KEY ("grant_transaction_id") REFERENCES "public"."credit_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_shortfalls" ADD CONSTRAINT "credit_shortfalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_shortfalls" ADD CONSTRAINT "credit_shortfalls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_subscription_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_lot_draws_lot_idx" ON "credit_lot_draws" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "credit_lots_spend_order_idx" ON "credit_lots" USING btree ("user_id","expires_at","created_at") WHERE "credit_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "credit_lots_expiry_idx" ON "credit_lots" USING btree ("expires_at") WHERE "credit_lots"."remaining" > 0 and "credit_lots"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "credit_shortfalls_open_idx" ON "credit_shortfalls" USING btree ("user_id") WHERE "credit_shortfalls"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_kind_known" CHECK ("credit_transactions"."kind" in ('signup_grant', 'purchase', 'subscription_grant', 'publish_charge', 'refund', 'adjustment', 'expiry', 'clawback'));--> statement-breakpoint
-- The spec's two plans (spec 001 §2, §9): yearly = 12 × monthly × 0.8 ("Save 20%").
INSERT INTO "subscription_plans" ("name", "description", "price_monthly", "price_yearly", "credits_per_month", "features") VALUES
  ('Pro Plan', 'For creators who publish every week', 1200, 11520, 500, '["500 credits every month", "All nine platforms", "AI writing and media", "Scheduling"]'::jsonb),
  ('Business Plan', 'For teams and agencies publishing every day', 2900, 27840, 1500, '["1,500 credits every month", "All nine platforms", "AI writing and media", "Scheduling", "Priority support"]'::jsonb);
--> statement-breakpoint
-- Balances from before lots existed never expire: one lot per user holds them, so the lots of every
-- user add up to users.credits from the start (ADR 0047).
INSERT INTO "credit_lots" ("user_id", "granted", "remaining", "expires_at")
  SELECT "id", "credits", "credits", NULL FROM "users" WHERE "credits" > 0;

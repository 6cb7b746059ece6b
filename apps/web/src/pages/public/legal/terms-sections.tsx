import { Anchor, List, Text } from '@mantine/core';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import type { LegalSection } from './legal-document';

export const TERMS_LAST_UPDATED = 'August 17, 2025';

export const TERMS_INTRO =
  'These Terms of Service ("Terms") govern your use of Fanout, an AI-assisted social media publishing service. Fanout can be self-hosted: in these Terms, "we", "us" and "the Operator" mean the person or organisation that runs the Fanout instance you are using, and "you" means the person using it.';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    content: (
      <>
        <Text inherit>
          By creating an account, signing in or otherwise using Fanout, you agree to be bound by
          these Terms and by our{' '}
          <Anchor href="/privacy-policy" inherit>
            Privacy Policy
          </Anchor>
          . If you do not agree, do not use the service.
        </Text>
        <Text inherit>
          If you use Fanout on behalf of a company or other organisation, you confirm that you are
          authorised to accept these Terms on its behalf.
        </Text>
      </>
    ),
  },
  {
    title: 'Description of Service',
    content: (
      <>
        <Text inherit>
          Fanout lets you connect social media accounts, write posts by hand or with AI-powered
          content generation, keep a library of media, and publish posts immediately or at a
          scheduled time to one or more supported platforms: LinkedIn, X (Twitter), Threads,
          Bluesky, YouTube, Instagram, Facebook Pages, Pinterest and TikTok.
        </Text>
        <Text inherit>
          Features may change over time. AI-generated suggestions are provided as drafts; you are
          responsible for reviewing them before anything is published.
        </Text>
      </>
    ),
  },
  {
    title: 'User Accounts',
    content: (
      <>
        <Text inherit>
          You must provide accurate information when you create an account and keep it up to date.
          You are responsible for keeping your sign-in credentials confidential and for all activity
          that takes place under your account.
        </Text>
        <Text inherit>
          Tell us promptly if you suspect unauthorised use of your account. You must be old enough
          to form a binding contract where you live, and at least the minimum age required by each
          social platform you connect.
        </Text>
      </>
    ),
  },
  {
    title: 'Credits and Billing',
    content: (
      <>
        <Text inherit>
          Publishing uses credits. Each post costs {CREDITS_PER_PLATFORM} credits for every platform
          it is published to. Credits can be obtained by purchasing credit packages or through a
          paid subscription that adds credits each billing period. Prices are shown before you pay,
          and payments are handled by our payment provider.
        </Text>
        <Text inherit fw={600}>
          All purchases of credit packages and all subscription fees are non-refundable.
        </Text>
        <Text inherit>
          Subscriptions renew automatically until cancelled. You may cancel a subscription at any
          time; cancellation stops future renewals, but cancelling a subscription gives no refund of
          fees already paid, including for the remainder of the current billing period.
        </Text>
        <Text inherit>
          Credits have no cash value, cannot be transferred to another account and cannot be
          exchanged for money.
        </Text>
      </>
    ),
  },
  {
    title: 'User Content',
    content: (
      <>
        <Text inherit>
          You keep ownership of the text, images, videos and other material you create, upload or
          publish through Fanout ("User Content"). You grant us a limited licence to store, process
          and transmit your User Content only as needed to provide the service, including sending it
          to the platforms you choose.
        </Text>
        <Text inherit>You agree not to use Fanout to publish content that:</Text>
        <List withPadding spacing={4}>
          <List.Item>is unlawful, defamatory, harassing or hateful;</List.Item>
          <List.Item>infringes anyone else&apos;s intellectual property or privacy;</List.Item>
          <List.Item>is spam, or misleads people about who you are;</List.Item>
          <List.Item>breaks the rules of the platform it is published to.</List.Item>
        </List>
        <Text inherit>
          You are solely responsible for your User Content, including content generated with AI
          assistance that you choose to publish.
        </Text>
      </>
    ),
  },
  {
    title: 'Privacy',
    content: (
      <Text inherit>
        Our{' '}
        <Anchor href="/privacy-policy" inherit>
          Privacy Policy
        </Anchor>{' '}
        explains what information we collect and how we use it. You can ask for your account and
        data to be deleted on the{' '}
        <Anchor href="/user-data-deletion" inherit>
          data deletion page
        </Anchor>
        .
      </Text>
    ),
  },
  {
    title: 'Third-Party Services',
    content: (
      <>
        <Text inherit>
          Fanout works with services we do not control, including the social platforms you connect,
          AI model providers and our payment provider. Your use of those services is governed by
          their own terms and policies.
        </Text>
        <Text inherit>
          We are not responsible for changes, outages or decisions made by third parties, such as a
          platform rejecting, limiting or removing a post, or revoking access to a connected
          account.
        </Text>
      </>
    ),
  },
  {
    title: 'Service Availability',
    content: (
      <Text inherit>
        We aim to keep Fanout available and reliable, but the service is provided "as is" and "as
        available". We do not guarantee that it will be uninterrupted or error-free, or that a
        scheduled post will be published at exactly the chosen time. We may carry out maintenance,
        and we may change or discontinue features.
      </Text>
    ),
  },
  {
    title: 'Limitation of Liability',
    content: (
      <Text inherit>
        To the fullest extent permitted by law, we are not liable for any indirect, incidental,
        special, consequential or punitive damages, or for any loss of profits, revenue, data,
        audience or goodwill, arising from your use of Fanout. Our total liability for any claim
        relating to the service is limited to the amount you paid us in the three months before the
        event giving rise to the claim. Nothing in these Terms limits liability that cannot be
        limited by law.
      </Text>
    ),
  },
  {
    title: 'Termination',
    content: (
      <>
        <Text inherit>
          You may stop using Fanout and request deletion of your account at any time. We may suspend
          or terminate your account if you breach these Terms, if required by law, or to protect the
          service or other users.
        </Text>
        <Text inherit>
          When your account ends, your right to use the service ends too, and any unused credits are
          forfeited without refund. Sections that by their nature should survive termination,
          including Credits and Billing and Limitation of Liability, continue to apply.
        </Text>
      </>
    ),
  },
  {
    title: 'Governing Law',
    content: (
      <Text inherit>
        These Terms are governed by the laws of the country or state in which the Operator of this
        Fanout instance is established, without regard to its conflict of laws rules. Disputes will
        be brought before the competent courts of that place, unless the law where you live gives
        you the right to bring them elsewhere.
      </Text>
    ),
  },
  {
    title: 'Contact Information',
    content: (
      <Text inherit>
        If you have questions about these Terms, contact the Operator of this Fanout instance using
        the contact details they provide. Requests to delete your data can be made on the{' '}
        <Anchor href="/user-data-deletion" inherit>
          data deletion page
        </Anchor>
        .
      </Text>
    ),
  },
];

import { Anchor, List, Text } from '@mantine/core';
import type { LegalSection } from './legal-document';

export const PRIVACY_POLICY_SECTIONS: LegalSection[] = [
  {
    title: 'Introduction',
    content: (
      <>
        <Text inherit>
          This Privacy Policy explains how Fanout collects, uses and protects your information when
          you use our AI-assisted social media publishing service. Fanout can be self-hosted:
          &quot;we&quot; and &quot;us&quot; mean the person or organisation that operates the Fanout
          instance you are using.
        </Text>
        <Text inherit>
          By using Fanout you agree to the practices described here and in our{' '}
          <Anchor href="/terms" inherit>
            Terms of Service
          </Anchor>
          .
        </Text>
      </>
    ),
  },
  {
    title: 'Information We Collect',
    content: (
      <>
        <Text inherit>We collect only what we need to run the service:</Text>
        <List withPadding spacing={4}>
          <List.Item>Account information: your name, email address and profile picture.</List.Item>
          <List.Item>
            Connected accounts: the identifiers, names and access tokens the social platforms give
            us when you connect an account.
          </List.Item>
          <List.Item>
            Content you save: drafts, scheduled posts and the files in your media library, so they
            can be published when you choose.
          </List.Item>
          <List.Item>
            Billing information: your credit balance, purchases and subscription status. Card
            details are handled by our payment provider and never reach our servers.
          </List.Item>
          <List.Item>
            Technical information: basic logs such as IP address, browser type and the time of
            requests, used to keep the service secure and working.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    content: (
      <List withPadding spacing={4}>
        <List.Item>To create and manage your account and sign you in.</List.Item>
        <List.Item>To publish and schedule posts to the platforms you select.</List.Item>
        <List.Item>
          To generate text, hashtags and media with AI when you ask for it; your prompt and any
          reference posts you provide are sent to the AI provider for that request.
        </List.Item>
        <List.Item>To process payments and keep track of your credits.</List.Item>
        <List.Item>To secure the service, prevent abuse and fix problems.</List.Item>
        <List.Item>To contact you about your account or important changes.</List.Item>
      </List>
    ),
  },
  {
    title: 'Information Sharing',
    content: (
      <>
        <Text inherit>
          We do not sell, rent or trade your personal information. We share it only:
        </Text>
        <List withPadding spacing={4}>
          <List.Item>with the social platforms you choose to publish to;</List.Item>
          <List.Item>
            with service providers that help us run Fanout, such as AI model providers and our
            payment provider, only as needed for the task;
          </List.Item>
          <List.Item>when required by law or to protect our rights, users or the public.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Data Security',
    content: (
      <Text inherit>
        We use reasonable technical and organisational measures to protect your information,
        including encrypted connections, restricted access to data and secure storage of the access
        tokens for your connected accounts. No method of transmission or storage is completely
        secure, so we cannot guarantee absolute security.
      </Text>
    ),
  },
  {
    title: 'Your Rights',
    content: (
      <>
        <Text inherit>Depending on where you live, you may have the right to:</Text>
        <List withPadding spacing={4}>
          <List.Item>access the personal information we hold about you;</List.Item>
          <List.Item>correct information that is inaccurate;</List.Item>
          <List.Item>ask us to delete your information;</List.Item>
          <List.Item>object to or restrict certain processing;</List.Item>
          <List.Item>receive a copy of your information in a portable format.</List.Item>
        </List>
        <Text inherit>
          You can disconnect a social account at any time from the Connected Accounts page.
        </Text>
      </>
    ),
  },
  {
    title: 'Data Retention',
    content: (
      <>
        <Text inherit>
          We keep your information for as long as your account is active or as needed to provide the
          service, and afterwards only where the law requires us to keep records, such as for
          billing. Credits never expire and stay on your account for as long as it exists.
        </Text>
        <Text inherit>
          You can ask us to delete your account and data at any time on the{' '}
          <Anchor href="/user-data-deletion" inherit>
            data deletion page
          </Anchor>
          . Deletion requests are processed within 30 days.
        </Text>
      </>
    ),
  },
  {
    title: 'Third-Party Platforms',
    content: (
      <Text inherit>
        When you connect LinkedIn, X (Twitter), Threads, Bluesky, YouTube, Instagram, Facebook,
        Pinterest or TikTok, you authorise Fanout on that platform&apos;s own sign-in page, and
        posts you publish become subject to that platform&apos;s privacy policy and terms. We only
        use the access you grant to publish on your behalf and to show your connected accounts. You
        can also revoke Fanout&apos;s access in each platform&apos;s settings.
      </Text>
    ),
  },
  {
    title: 'Changes to This Policy',
    content: (
      <Text inherit>
        We may update this Privacy Policy from time to time. When we do, we change the &quot;Last
        updated&quot; date at the top of this page, and for significant changes we will let you know
        by email or in the app. Continuing to use Fanout after a change means you accept the updated
        policy.
      </Text>
    ),
  },
  {
    title: 'Contact Us',
    content: (
      <Text inherit>
        If you have questions about this Privacy Policy or how your information is handled, contact
        the operator of this Fanout instance using the contact details they provide. To have your
        data deleted, use the{' '}
        <Anchor href="/user-data-deletion" inherit>
          data deletion page
        </Anchor>
        .
      </Text>
    ),
  },
];

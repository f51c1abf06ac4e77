import type { InvitationsMessages } from '@/features/invitations/locales/zh-cn';

export const invitationsEn: InvitationsMessages = {
  invitations: {
    title: 'Invite companies',
    intro:
      'Invite partner companies to register: their contact gets an SMS with the registration link, valid for 7 days.',
    readOnly:
      'Only company administrators can send, resend or revoke invitations; you can view them.',
    invite: 'Invite a company',
    filters: {
      status: 'Status',
      any: 'All',
    },
    status: {
      pending: 'Pending',
      accepted: 'Accepted',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    columns: {
      compName: 'Company',
      contact: 'Contact',
      compRole: 'Company role',
      status: 'Status',
      createdAt: 'Invited',
      expiresAt: 'Valid until',
      actions: 'Actions',
    },
    list: {
      label: 'Invitations',
      loading: 'Loading invitations…',
      empty: 'No invitation yet',
      emptyFiltered: 'No invitation in this state',
      total: '{{count}} in all',
      pages: 'Invitation pages',
    },
    actions: {
      resend: 'Resend',
      revoke: 'Revoke',
      confirmResend:
        'Send the invitation to “{{company}}” again? The old link stops working; the new one is valid for 7 days.',
      confirmRevoke: 'Revoke the invitation to “{{company}}”? Its link stops working at once.',
    },
    form: {
      title: 'Invite a company',
      compName: 'Company name',
      compNameRequired: 'Enter the company name',
      compNameTooLong: 'The company name may have at most 128 characters',
      contactName: 'Contact name',
      contactNameRequired: "Enter the contact's name",
      contactNameTooLong: 'The name may have at most 64 characters',
      mobile: "Contact's mobile",
      mobileRequired: "Enter the contact's mobile number",
      mobileInvalid: 'Enter an 11-digit mobile number',
      compRole: 'Invite them as',
      compRoleRequired: 'Choose a company role',
      confirm: 'Invite “{{company}}”? The registration link goes by SMS to {{mobile}}.',
      submit: 'Send invitation',
      cancel: 'Cancel',
    },
    link: {
      title: 'Invitation sent',
      sentTo: 'The contact of “{{company}}” was sent an SMS; the link is valid until {{expires}}.',
      label: 'Registration link',
      copy: 'Copy link',
      copied: 'Link copied',
      copyFailed: 'The link could not be copied; select it and copy it yourself',
      onlyNow:
        'To keep invitations safe the link is shown only now and cannot be shown again once closed; resend the invitation for a new one.',
      close: 'Close',
    },
  },
};

import type { ComponentsMessages } from '@/components/locales/zh-cn';

export const componentsEn: ComponentsMessages = {
  sharedUi: {
    idNumber: {
      label: 'ID number',
      rules: {
        empty: 'Please enter the certificate number.',
        length: 'The ID number must have 15 or 18 characters.',
        format: 'The ID number breaks the rules: 15 digits, or 17 digits followed by a digit or X.',
        birthDate: 'The birth date in the ID number is wrong.',
        underAge: 'The ID number cannot be under 18.',
        checkCode: "The ID number's check code is incorrect.",
      },
    },
    dateRange: {
      start: 'Start date',
      end: 'End date',
      startTime: 'Start time',
      endTime: 'End time',
      separator: 'to',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    captcha: {
      label: 'Image code',
      refresh: 'Show another image code',
      loading: 'Loading the image code',
      failed: 'The image code did not load; click to try again',
    },
    upload: {
      choose: 'Choose a file',
      replace: 'Choose another',
      remove: 'Remove',
      uploading: 'Uploading…',
      failed: 'The upload failed; please try again',
      preview: 'Preview of {{name}}',
      hintImage: 'PNG, JPG, GIF or WebP images up to 10 MB',
      hintImageOrPdf: 'PNG, JPG, GIF or WebP images, or PDF, up to 10 MB',
      problems: {
        type: 'This type of file is not accepted: choose an image or a PDF',
        typeImage: 'This type of file is not accepted: choose an image',
        size: 'The file must not exceed 10 MB',
        empty: 'The file is empty',
      },
    },
    pagination: {
      label: 'Pagination navigation',
      page: 'Go to page {{page}}',
      currentPage: 'Page {{page}}',
      first: 'Go to first page',
      last: 'Go to last page',
      next: 'Go to next page',
      previous: 'Go to previous page',
    },
    breadcrumbsExpand: 'Show path',
    sendCode: {
      send: 'Get code',
      countdown: 'Resend in {{seconds}} s',
      resend: 'Resend',
    },
  },
};

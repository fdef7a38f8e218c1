import type { TGuide } from './guide-types';

export const GUIDE: TGuide = [
  {
    key: 'start',
    title: 'Getting started',
    href: '/',
    summary:
      'The HSE platform works in the browser in Russian, Kazakh and English. The section menu is on the left; the language, notifications and your profile are at the top.',
    tasks: [
      {
        title: 'Register and sign in',
        steps: [
          'On the sign-in page choose "Registration" and fill in your details, IIN and organization.',
          'Wait until an administrator approves the request: you cannot sign in before, and if it is refused, signing in shows the reason.',
          'Sign in with your login and password; change the language at the top of the page at any time.',
        ],
      },
      {
        title: 'Follow your notifications',
        steps: [
          'The bell at the top shows how many notifications are unread.',
          'Click it to see the latest, or "Show all" to open the notifications page.',
        ],
      },
    ],
  },
  {
    key: 'incidents',
    title: 'Incidents and investigations',
    href: '/incident',
    summary:
      'The incident message, the internal investigation report, the special investigation act and the information bulletin.',
    tasks: [
      {
        title: 'Report an incident',
        steps: [
          'Open "Incident" → "Message" and choose "Create".',
          'Give the type, date and time, place and description; add the victims and photos.',
          'Choose "Save and send": the HSE staff receive the message.',
        ],
      },
      {
        title: 'Write the investigation documents',
        steps: [
          'Open the message and create a report, an act or a bulletin in its documents block.',
          'Fill in the sections and send the document for approval; its history and comments are on its page.',
        ],
      },
    ],
  },
  {
    key: 'observations',
    title: 'Observations',
    href: '/pnbr',
    summary: 'Behavioural, works and driving observations with a checklist and follow-up tasks.',
    tasks: [
      {
        title: 'Record an observation',
        steps: [
          'Choose the kind of observation in the "Observation" menu and choose "Create".',
          'Mark the checklist items safe or at risk and add a comment.',
          'Send the observation; give tasks for the items at risk to the people responsible.',
        ],
      },
    ],
  },
  {
    key: 'qorgau',
    title: 'Qorgau',
    href: '/qorgau',
    summary: 'Cards about unsafe acts and conditions or good practice that anyone files, and their map.',
    tasks: [
      {
        title: 'File a Qorgau card',
        steps: [
          'Choose "File a card" on the Qorgau map (no sign-in needed).',
          'Choose the type and the rule, mark the place on the map, describe what you saw and attach a photo.',
          'Send the card: the HSE staff take it into work and close it.',
        ],
      },
    ],
  },
  {
    key: 'audits',
    title: 'Audits',
    href: '/audit',
    summary: 'Audits on checklist templates with a score, findings and their follow-up.',
    tasks: [
      {
        title: 'Carry out an audit',
        steps: [
          'The auditor creates an audit and chooses the organization and the checklist template.',
          'They answer the checklist: the score is counted at once.',
          'They record the findings; the audited organization answers them before approval.',
        ],
      },
    ],
  },
  {
    key: 'events',
    title: 'Events and my work',
    href: '/my-work',
    summary:
      'Corrective events, road maps, the event plan and personal commitments; "My work" gathers everything that waits for you.',
    tasks: [
      {
        title: 'Carry out an event',
        steps: [
          'Open "My work" and choose the event.',
          'Set its execution status and a comment, and attach the evidence.',
          'Send it for review: the approver accepts it or sends it back.',
        ],
      },
    ],
  },
  {
    key: 'forms',
    title: 'Forms and questionnaires',
    href: '/questionnaire',
    summary: 'The periodic HSE forms and the life-saving rules questionnaires.',
    tasks: [
      {
        title: 'Answer a questionnaire',
        steps: [
          'Open the questionnaire link or the "Questionnaires" section.',
          'Answer in the language you prefer and send: your score is shown at once.',
        ],
      },
    ],
  },
  {
    key: 'reference',
    title: 'Reference',
    href: '/reference',
    summary:
      'The life-saving rules, incident types, IOGP classes, the catalogue of the 26 forms and the working-day calendar.',
    tasks: [
      {
        title: 'Look up a reference value',
        steps: [
          'Open "Reference" and choose a tab.',
          'On the calendar tab choose a year to see its holidays and moved days.',
        ],
        screenshot: { src: '/guide/en-reference.png', alt: 'Reference: the IOGP classes tab' },
      },
    ],
  },
  {
    key: 'administration',
    title: 'Administration',
    href: '/management',
    summary:
      'The administrator keeps the users, organizations and roles, decides on registration requests and keeps the reference data under "Management".',
    tasks: [
      {
        title: 'Decide on a registration request',
        steps: [
          'Open "Administration" → "Registration requests": the waiting ones are shown first.',
          'Click a row and check the applicant’s details.',
          'Choose "Approve" to activate the account, or "Refuse" and give the reason: the applicant reads it when they sign in.',
        ],
        screenshot: {
          src: '/guide/en-requests.png',
          alt: 'A registration request with the reason for refusal',
        },
      },
      {
        title: 'Change reference data',
        steps: [
          'Open "Management": the calendar, video hosts, organizations, roles and forms are gathered there.',
          'Choose a card and make the change on the screen it opens.',
        ],
      },
    ],
  },
];

import { graphql } from '../../generated/gql';

/** One page of the installations queue (date, created, fixed number, status, address...). */
export const InstallationsQuery = graphql(`
  query FieldworkInstallations(
    $first: Int
    $after: String
    $status: InstallationStatus
    $type: InstallationType
    $search: String
    $sort: InstallationSort
  ) {
    installations(first: $first, after: $after, status: $status, type: $type, search: $search, sort: $sort) {
      edges {
        node {
          id
          type
          status
          installationDate
          slot
          fixedNumber
          address {
            street
            number
            floor
            postalCode
            province
            city
          }
          product {
            name
          }
          customerFiscalId
          orderReference
          created
          changed
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The field-service provider's free visit slots at the installation's address. */
export const InstallationSlotsQuery = graphql(`
  query FieldworkInstallationSlots($id: ID!) {
    installationSlots(id: $id) {
      date
      slot
      from
      to
    }
  }
`);

export const ScheduleInstallationMutation = graphql(`
  mutation FieldworkScheduleInstallation($id: ID!, $date: String!, $slot: InstallationSlot!) {
    scheduleInstallation(id: $id, date: $date, slot: $slot) {
      id
      status
      installationDate
      slot
      changed
    }
  }
`);

export const UpdateInstallationMutation = graphql(`
  mutation FieldworkUpdateInstallation(
    $id: ID!
    $date: String
    $slot: InstallationSlot
    $address: ServiceAddressInput
  ) {
    updateInstallation(id: $id, date: $date, slot: $slot, address: $address) {
      id
      status
      installationDate
      slot
      changed
    }
  }
`);

export const CancelInstallationMutation = graphql(`
  mutation FieldworkCancelInstallation($id: ID!, $reason: CancellationReason!) {
    cancelInstallation(id: $id, reason: $reason) {
      id
      status
      changed
    }
  }
`);

export const RelaunchInstallationMutation = graphql(`
  mutation FieldworkRelaunchInstallation($id: ID!) {
    relaunchInstallation(id: $id) {
      id
      status
      changed
    }
  }
`);

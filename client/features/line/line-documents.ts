import { graphql } from '../../generated/gql';

/**
 * A line's own fields: what an action's answer carries (no holder or product, which would cost the gateway more
 * REST calls), merged by the cache into the line view and every list showing the line.
 */
export const LineStateFields = graphql(`
  fragment LineStateFields on Subscription {
    subscriptionId
    lineNumber
    fiscalId
    customerId
    customerName
    customerFirstSurname
    customerLastSurname
    productId
    productName
    alias
    contract
    status
    startDate
    endDate
    installationAddress
    finalPrice
    family
    fixedNumber
    icc
    iccService
    carrier
    eSim
    eSimEmail
    donorOperator
    technology
    optionals {
      productId
      name
      price
    }
    baseSubscriptions
    sharedSubscriptionId
    headerSubscriptionId
    convergentSubscriptionId
    created
    modified
  }
`);

/** What the line view shows of a subscription: its own fields, the holder and the catalogue product. */
export const LineFields = graphql(`
  fragment LineFields on Subscription {
    ...LineStateFields
    customer {
      id
      fiscalId
      name
      firstSurname
      lastSurname
      email
      contactPhone
      customerType
      documentType
      province
      city
    }
    product {
      id
      name
      price
      maxAdditionalLines
      cumulativeGb
    }
  }
`);

export const LineServicesFields = graphql(`
  fragment LineServicesFields on LineServices {
    subscriptionId
    tvStatus
    activeMode
    wifiSsid
    wifiPasswordChangedAt
    spn
    linePasswordChangedAt
    lastFibreCheck {
      result
      synced
      downstreamMbps
      upstreamMbps
      attenuationDb
      checkedAt
    }
    multisimCards {
      id
      type
      icc
      processStatus
      created
    }
  }
`);

/** The line view: the line with this number, its holder, product and services, in one request. */
export const LineQuery = graphql(`
  query Line($lineNumber: String!) {
    subscription(lineNumber: $lineNumber) {
      ...LineFields
      services {
        ...LineServicesFields
      }
    }
  }
`);

/** Portabilities and processes of the line's number (tabs Portabilities and Owners). */
export const LineHistoryQuery = graphql(`
  query LineHistory($lineNumber: String!) {
    portabilities(search: $lineNumber, first: 50) {
      edges {
        node {
          id
          direction
          status
          type
          changeWindow
          document
          mobileNumber
          icc
          donorOperator
          receiverOperator
          created
        }
      }
    }
    processes(search: $lineNumber, first: 50) {
      edges {
        node {
          id
          type
          status
          subscriptionId
          document
          mobileNumber
          details
          due
          created
        }
      }
    }
  }
`);

export const CompatibleMainProductsQuery = graphql(`
  query LineCompatibleMainProducts($subscriptionId: ID!, $fiscalId: String!) {
    compatibleMainProducts(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      id
      name
      family
      price
      maxAdditionalLines
      cumulativeGb
    }
  }
`);

export const CompatibleOptionalProductsQuery = graphql(`
  query LineCompatibleOptionalProducts($subscriptionId: ID!, $fiscalId: String!) {
    compatibleOptionalProducts(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      id
      name
      family
      price
    }
  }
`);

export const PackableSubscriptionsQuery = graphql(`
  query LinePackableSubscriptions($subscriptionId: ID!, $fiscalId: String!) {
    packableSubscriptions(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      subscriptionId
      lineNumber
      family
      productName
    }
  }
`);

export const SharedGroupsQuery = graphql(`
  query LineSharedGroups($fiscalId: String!) {
    sharedSubscriptions(fiscalId: $fiscalId, nonFullGroups: true) {
      sharedSubscriptionId
      lineNumber
      productName
      maxAdditionalLines
      full
      baseSubscriptions {
        subscriptionId
        lineNumber
      }
    }
  }
`);

/** The holder's other ACTIVE mobile lines, candidates of a new shared group. */
export const HolderMobileLinesQuery = graphql(`
  query LineHolderMobileLines($fiscalId: String!) {
    subscriptions(fiscalId: $fiscalId, family: MOBILE, status: ACTIVE, first: 100) {
      edges {
        node {
          subscriptionId
          lineNumber
          productName
          sharedSubscriptionId
          baseSubscriptions
        }
      }
    }
  }
`);

export const CancelLineMutation = graphql(`
  mutation LineCancel($subscriptionId: ID!, $reason: CancellationReason!) {
    cancelLine(subscriptionId: $subscriptionId, reason: $reason, acknowledgeIrreversibleLoss: true) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const SetTvStatusMutation = graphql(`
  mutation LineSetTvStatus($subscriptionId: ID!, $status: TvStatus!) {
    setTvStatus(subscriptionId: $subscriptionId, status: $status) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const ResetOntMutation = graphql(`
  mutation LineResetOnt($subscriptionId: ID!) {
    resetOnt(subscriptionId: $subscriptionId) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const ChangeSpnMutation = graphql(`
  mutation LineChangeSpn($subscriptionId: ID!, $spn: String!) {
    changeSpn(subscriptionId: $subscriptionId, spn: $spn) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const SetActiveModeMutation = graphql(`
  mutation LineSetActiveMode($subscriptionId: ID!, $enabled: Boolean!) {
    setActiveMode(subscriptionId: $subscriptionId, enabled: $enabled) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const ChangeWifiMutation = graphql(`
  mutation LineChangeWifi($subscriptionId: ID!, $ssid: String!, $password: String!) {
    changeWifi(subscriptionId: $subscriptionId, ssid: $ssid, password: $password) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const ChangeLinePasswordMutation = graphql(`
  mutation LineChangePassword($subscriptionId: ID!, $password: String!) {
    changeLinePassword(subscriptionId: $subscriptionId, password: $password) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const CheckFibreMutation = graphql(`
  mutation LineCheckFibre($subscriptionId: ID!) {
    checkFibre(subscriptionId: $subscriptionId) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const DuplicateSimMutation = graphql(`
  mutation LineDuplicateSim($subscriptionId: ID!, $reason: DuplicateSimReason!, $icc: String!) {
    duplicateSim(subscriptionId: $subscriptionId, reason: $reason, icc: $icc) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const AddMultisimMutation = graphql(`
  mutation LineAddMultisim($subscriptionId: ID!, $type: MultisimType!, $icc: String!) {
    addMultisim(subscriptionId: $subscriptionId, type: $type, icc: $icc) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const SendConfigurationSmsMutation = graphql(`
  mutation LineSendConfigurationSms($subscriptionId: ID!) {
    sendConfigurationSms(subscriptionId: $subscriptionId) {
      subscription {
        ...LineStateFields
        services {
          ...LineServicesFields
        }
      }
      processId
      notice
    }
  }
`);

export const ChangeAliasMutation = graphql(`
  mutation LineChangeAlias($subscriptionId: ID!, $alias: String!, $fiscalId: String!) {
    changeSubscriptionAlias(subscriptionId: $subscriptionId, alias: $alias, fiscalId: $fiscalId) {
      subscriptions {
        ...LineStateFields
      }
    }
  }
`);

export const ChangeProductMutation = graphql(`
  mutation LineChangeProduct(
    $subscriptionId: ID!
    $lineNumber: String!
    $productId: ID!
    $family: ProductFamily!
    $fiscalId: String!
    $executeNow: Boolean
  ) {
    changeProduct(
      subscriptionId: $subscriptionId
      lineNumber: $lineNumber
      productId: $productId
      family: $family
      fiscalId: $fiscalId
      executeNow: $executeNow
    ) {
      subscriptions {
        ...LineFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const ChangeHolderMutation = graphql(`
  mutation LineChangeHolder(
    $subscriptionIds: [ID!]!
    $actualFiscalId: String!
    $newFiscalId: String!
    $newCustomer: NewHolderInput
    $executeNow: Boolean
  ) {
    changeTitular(
      subscriptionIds: $subscriptionIds
      actualFiscalId: $actualFiscalId
      newFiscalId: $newFiscalId
      newCustomer: $newCustomer
      executeNow: $executeNow
    ) {
      subscriptions {
        ...LineFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const AddOptionalProductMutation = graphql(`
  mutation LineAddOptionalProduct(
    $subscriptionId: ID!
    $lineNumber: String!
    $productId: ID!
    $family: ProductFamily!
    $fiscalId: String!
    $fixedNumber: String
    $icc: String
    $iccService: IccService
    $eSim: Boolean
    $eSimEmail: String
  ) {
    addOptionalProduct(
      subscriptionId: $subscriptionId
      lineNumber: $lineNumber
      productId: $productId
      family: $family
      fiscalId: $fiscalId
      fixedNumber: $fixedNumber
      icc: $icc
      iccService: $iccService
      eSim: $eSim
      eSimEmail: $eSimEmail
    ) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const CreateSharedGroupMutation = graphql(`
  mutation LineCreateSharedGroup($baseSubscriptionIds: [ID!]!, $productId: ID!, $fiscalId: String!) {
    createSharedGroup(baseSubscriptionIds: $baseSubscriptionIds, productId: $productId, fiscalId: $fiscalId) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const AddToSharedGroupMutation = graphql(`
  mutation LineAddToSharedGroup($sharedSubscriptionId: ID!, $baseSubscriptionIds: [ID!]!, $fiscalId: String!) {
    addSubscriptionsToSharedGroup(
      sharedSubscriptionId: $sharedSubscriptionId
      baseSubscriptionIds: $baseSubscriptionIds
      fiscalId: $fiscalId
    ) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const RemoveFromSharedGroupMutation = graphql(`
  mutation LineRemoveFromSharedGroup($sharedSubscriptionId: ID!, $baseSubscriptions: [ID!]!, $fiscalId: String!) {
    removeSubscriptionsFromSharedGroup(
      sharedSubscriptionId: $sharedSubscriptionId
      baseSubscriptions: $baseSubscriptions
      fiscalId: $fiscalId
    ) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const PackMutation = graphql(`
  mutation LinePack($headerSubscriptionId: ID!, $convergentSubscriptionId: ID!, $fiscalId: String!) {
    packSubscriptions(
      headerSubscriptionId: $headerSubscriptionId
      convergentSubscriptionId: $convergentSubscriptionId
      fiscalId: $fiscalId
    ) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

export const UnpackMutation = graphql(`
  mutation LineUnpack($subscriptionId: ID!, $fiscalId: String!) {
    unpackSubscriptions(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      subscriptions {
        ...LineStateFields
      }
      processes {
        id
        type
        status
      }
    }
  }
`);

/** Customers of the brand by a fragment of fiscal id or name (holder change to an existing customer). */
export const HolderCandidatesQuery = graphql(`
  query LineHolderCandidates($search: String!) {
    customers(search: $search, first: 25) {
      edges {
        node {
          id
          fiscalId
          name
          firstSurname
          lastSurname
        }
      }
    }
  }
`);

import { graphql } from '../../generated/gql';

/** The current channel (or `channel`) with its direct sub-channels. */
export const ChannelTreeQuery = graphql(`
  query CatalogueChannelTree($channel: ID) {
    channels(channel: $channel) {
      channel {
        id
        parentId
        brandId
        name
        subChannelNumber
        status
        users
        subChannels
      }
      subChannels {
        id
        parentId
        brandId
        name
        subChannelNumber
        status
        users
        subChannels
      }
    }
  }
`);

export const AddSubChannelMutation = graphql(`
  mutation CatalogueAddSubChannel($parent: ID, $name: String!) {
    addSubChannel(parent: $parent, name: $name) {
      id
      name
    }
  }
`);

/** Users whose original channel is `channel` (default: the current one), by e-mail. */
export const ChannelUsersQuery = graphql(`
  query CatalogueChannelUsers($channel: ID, $status: ChannelUserStatus, $first: Int, $after: String) {
    channelUsers(channel: $channel, status: $status, first: $first, after: $after) {
      channel
      users {
        id
        fullName
        email
        role
        channel
        originalChannel
        status
        createdAt
      }
      nextCursor
    }
  }
`);

export const CreateChannelUserMutation = graphql(`
  mutation CatalogueCreateChannelUser($email: String!, $fullName: String, $role: AssignableRole, $channel: ID) {
    createChannelUser(email: $email, fullName: $fullName, role: $role, channel: $channel) {
      id
      email
      status
    }
  }
`);

export const UpdateChannelUserMutation = graphql(`
  mutation CatalogueUpdateChannelUser($email: String!, $role: AssignableRole, $fullName: String) {
    updateChannelUser(email: $email, role: $role, fullName: $fullName) {
      id
      email
      role
    }
  }
`);

export const DisableChannelUserMutation = graphql(`
  mutation CatalogueDisableChannelUser($email: String!) {
    disableChannelUser(email: $email) {
      id
      email
      status
    }
  }
`);

/** DELETE /user: the user removed for good (its account deleted from the pool); its history stays. */
export const RemoveChannelUserMutation = graphql(`
  mutation CatalogueRemoveChannelUser($email: String!) {
    removeChannelUser(email: $email) {
      id
      email
      status
    }
  }
`);

/** A user's changes of role and status, newest first. */
export const ChannelUserHistoryQuery = graphql(`
  query CatalogueChannelUserHistory($email: String!) {
    channelUserHistory(email: $email) {
      user {
        id
        email
        fullName
        role
        status
      }
      entries {
        action
        fromRole
        toRole
        fromStatus
        toStatus
        at
        actor {
          email
          fullName
        }
      }
    }
  }
`);

import { graphql } from '../../generated/gql';

/** The catalogue queue: one page of the brand's products by name. */
export const ProductsQuery = graphql(`
  query CatalogueProducts(
    $first: Int
    $after: String
    $family: ProductFamily
    $status: ProductStatus
    $search: String
  ) {
    products(first: $first, after: $after, family: $family, status: $status, search: $search) {
      edges {
        cursor
        node {
          id
          brandId
          name
          description
          family
          subfamily
          price
          priceWithoutTax
          providerPriceWithoutTax
          promotions {
            name
            discount
            months
          }
          priceWithPromotions
          display
          status
          tax
          maxAdditionalLines
          cumulativeGb
          created
          modified
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CatalogueCreateProduct($product: ProductInput!) {
    createProduct(product: $product) {
      id
      status
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation CatalogueUpdateProduct($id: ID!, $product: ProductInput!) {
    updateProduct(id: $id, product: $product) {
      id
      status
    }
  }
`);

export const ChangeProductStatusMutation = graphql(`
  mutation CatalogueChangeProductStatus($id: ID!, $status: ProductStatus!) {
    changeProductStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

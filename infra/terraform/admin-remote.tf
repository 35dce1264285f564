# The admin console is its own artifact: `webpack --config-name admin` output, uploaded to this static website
# (`az storage blob upload-batch -d '$web'`), served through Front Door. The shell finds it through
# ADMIN_REMOTE_URL at run time, so a console release never redeploys the server.
resource "azurerm_storage_account" "admin" {
  name                            = substr("st${local.compact}adm", 0, 24)
  location                        = azurerm_resource_group.main.location
  resource_group_name             = azurerm_resource_group.main.name
  account_tier                    = "Standard"
  account_replication_type        = "ZRS"
  min_tls_version                 = "TLS1_2"
  allow_nested_items_to_be_public = false
  tags                            = local.tags
}

resource "azurerm_storage_account_static_website" "admin" {
  storage_account_id = azurerm_storage_account.admin.id
  index_document     = "mf-manifest.json"
}

resource "azurerm_cdn_frontdoor_profile" "main" {
  name                = "afd-${local.name}"
  resource_group_name = azurerm_resource_group.main.name
  sku_name            = "Standard_AzureFrontDoor"
  tags                = local.tags
}

resource "azurerm_cdn_frontdoor_endpoint" "admin" {
  name                     = "admin-${local.name}"
  cdn_frontdoor_profile_id = azurerm_cdn_frontdoor_profile.main.id
  tags                     = local.tags
}

resource "azurerm_cdn_frontdoor_origin_group" "admin" {
  name                     = "admin-static"
  cdn_frontdoor_profile_id = azurerm_cdn_frontdoor_profile.main.id

  load_balancing {}

  health_probe {
    protocol            = "Https"
    path                = "/mf-manifest.json"
    request_type        = "HEAD"
    interval_in_seconds = 120
  }
}

resource "azurerm_cdn_frontdoor_origin" "admin" {
  name                           = "admin-static-website"
  cdn_frontdoor_origin_group_id  = azurerm_cdn_frontdoor_origin_group.admin.id
  enabled                        = true
  host_name                      = azurerm_storage_account.admin.primary_web_host
  origin_host_header             = azurerm_storage_account.admin.primary_web_host
  certificate_name_check_enabled = true
}

# The shell fetches the console's manifest and chunks from another origin: allow exactly the shell's origin.
resource "azurerm_cdn_frontdoor_rule_set" "admin" {
  name                     = "adminheaders"
  cdn_frontdoor_profile_id = azurerm_cdn_frontdoor_profile.main.id
}

resource "azurerm_cdn_frontdoor_rule" "admin_cors" {
  name                      = "shellorigin"
  cdn_frontdoor_rule_set_id = azurerm_cdn_frontdoor_rule_set.admin.id
  order                     = 1

  actions {
    response_header_action {
      header_action = "Overwrite"
      header_name   = "Access-Control-Allow-Origin"
      value         = local.public_url
    }
    response_header_action {
      header_action = "Overwrite"
      header_name   = "X-Content-Type-Options"
      value         = "nosniff"
    }
  }
}

resource "azurerm_cdn_frontdoor_route" "admin" {
  name                          = "admin"
  cdn_frontdoor_endpoint_id     = azurerm_cdn_frontdoor_endpoint.admin.id
  cdn_frontdoor_origin_group_id = azurerm_cdn_frontdoor_origin_group.admin.id
  cdn_frontdoor_origin_ids      = [azurerm_cdn_frontdoor_origin.admin.id]
  cdn_frontdoor_rule_set_ids    = [azurerm_cdn_frontdoor_rule_set.admin.id]
  supported_protocols           = ["Https"]
  patterns_to_match             = ["/*"]
  forwarding_protocol           = "HttpsOnly"
  https_redirect_enabled        = false
  link_to_default_domain        = true

  # Chunk names carry content hashes and are cached; mf-manifest.json and remoteEntry.js keep their names, so
  # the upload step purges them (docs/operations.md).
  cache {
    query_string_caching_behavior = "IgnoreQueryString"
    compression_enabled           = true
    content_types_to_compress     = ["application/javascript", "application/json", "text/css"]
  }
}

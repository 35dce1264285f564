resource "azurerm_container_app_environment" "main" {
  name                       = "cae-${local.name}"
  location                   = azurerm_resource_group.main.location
  resource_group_name        = azurerm_resource_group.main.name
  log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  # Inside the private network, where the database is; the ingress stays public.
  infrastructure_subnet_id = azurerm_subnet.apps.id
  tags                     = local.tags

  workload_profile {
    name                  = "Consumption"
    workload_profile_type = "Consumption"
  }
}

locals {
  # The server's settings (src/config.ts lists where each is declared). Secrets are Key Vault references, listed apart.
  app_settings = {
    NODE_ENV   = "production"
    HOST       = "0.0.0.0"
    PORT       = "3000"
    PUBLIC_URL = local.public_url
    # One proxy in front: the Container Apps ingress, which appends the client address to X-Forwarded-For.
    TRUST_PROXY                = "1"
    LOG_LEVEL                  = "info"
    ADMIN_EMAILS               = var.admin_emails
    ADMIN_SUBJECTS             = var.admin_subjects
    OIDC_EMAIL_LINKING_ISSUERS = var.oidc_email_linking_issuers
    ADMIN_REMOTE_URL           = "${local.admin_origin}/mf-manifest.json"
    OIDC_ISSUER                = var.oidc_issuer
    OIDC_CLIENT_ID             = var.oidc_client_id
    AZURE_STORAGE_CONTAINER    = azurerm_storage_container.uploads.name
    EMAIL_SENDER_ADDRESS       = "${var.email_sender_local_part}@${azurerm_email_communication_service_domain.managed.mail_from_sender_domain}"
    DATABASE_POOL_MAX          = tostring(var.database_pool_max)
    JOBS_POOL_MAX              = tostring(var.jobs_pool_max)
    INSTRUCTION_WRITER_ADAPTER = "azure-openai"
    LLM_ENDPOINT               = azurerm_cognitive_account.openai.endpoint
    LLM_MODEL                  = azurerm_cognitive_deployment.writer.name
    LLM_API_VERSION            = var.openai_api_version
    LLM_IMAGE_DETAIL           = var.openai_image_detail
  }

  # Environment variable => Key Vault secret name.
  app_secrets = {
    DATABASE_URL                          = "database-url"
    AZURE_STORAGE_CONNECTION_STRING       = "azure-storage-connection-string"
    AZURE_COMMUNICATION_CONNECTION_STRING = "azure-communication-connection-string"
    OIDC_CLIENT_SECRET                    = "oidc-client-secret"
    STRIPE_SECRET_KEY                     = "stripe-secret-key"
    STRIPE_WEBHOOK_SECRET                 = "stripe-webhook-secret"
    LLM_API_KEY                           = "llm-api-key"
    PERSONAL_DATA_HASH_KEY                = "personal-data-hash-key"
  }

  key_vault_secret_ids = merge(
    { for name, secret in azurerm_key_vault_secret.generated : name => secret.versionless_id },
    { for name, secret in azurerm_key_vault_secret.operator : name => secret.versionless_id },
    { for secret in azurerm_key_vault_secret.vision : secret.name => secret.versionless_id },
  )
}

resource "azurerm_container_app" "server" {
  name                         = "ca-${local.name}"
  container_app_environment_id = azurerm_container_app_environment.main.id
  resource_group_name          = azurerm_resource_group.main.name
  # A new image or setting makes a new revision; traffic moves once it reports ready.
  revision_mode = "Single"
  tags          = local.tags

  identity {
    type         = "UserAssigned"
    identity_ids = [azurerm_user_assigned_identity.app.id]
  }

  registry {
    server   = var.registry_server
    identity = azurerm_user_assigned_identity.app.id
  }

  dynamic "secret" {
    for_each = merge(local.app_secrets, local.vision_secrets)
    content {
      name                = secret.value
      key_vault_secret_id = local.key_vault_secret_ids[secret.value]
      identity            = azurerm_user_assigned_identity.app.id
    }
  }

  ingress {
    external_enabled = true
    target_port      = 3000
    transport        = "http"
    traffic_weight {
      latest_revision = true
      percentage      = 100
    }
  }

  template {
    min_replicas = var.min_replicas
    max_replicas = var.max_replicas

    http_scale_rule {
      name                = "http-concurrency"
      concurrent_requests = tostring(var.concurrent_requests_per_replica)
    }

    container {
      name   = "server"
      image  = var.image
      cpu    = 1
      memory = "2Gi"

      dynamic "env" {
        for_each = merge(local.app_settings, local.vision_settings)
        content {
          name  = env.key
          value = env.value
        }
      }

      dynamic "env" {
        for_each = merge(local.app_secrets, local.vision_secrets)
        content {
          name        = env.key
          secret_name = env.value
        }
      }

      liveness_probe {
        transport = "HTTP"
        port      = 3000
        path      = "/api/health"
      }

      readiness_probe {
        transport = "HTTP"
        port      = 3000
        path      = "/api/ready"
      }

      startup_probe {
        transport               = "HTTP"
        port                    = 3000
        path                    = "/api/health"
        failure_count_threshold = 10
      }
    }
  }

  depends_on = [azurerm_role_assignment.app_secrets]
}

# The public host name on the app (the certificate is Azure-managed once the DNS records in the outputs exist).
resource "azurerm_container_app_custom_domain" "public" {
  name             = var.public_hostname
  container_app_id = azurerm_container_app.server.id

  lifecycle {
    # Azure binds the managed certificate after validation; Terraform must not undo it.
    ignore_changes = [certificate_binding_type, container_app_environment_certificate_id]
  }
}

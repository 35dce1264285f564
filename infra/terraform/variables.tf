variable "environment" {
  description = "Short name of the environment, used in resource names (prod, staging)."
  type        = string
  validation {
    condition     = can(regex("^[a-z][a-z0-9]{1,9}$", var.environment))
    error_message = "environment: 2-10 lower-case letters and digits, starting with a letter."
  }
}

variable "location" {
  description = "Azure region. Canada Central keeps Canadian users' data in Canada."
  type        = string
  default     = "canadacentral"
}

variable "public_hostname" {
  description = "The public host name of the web app (PUBLIC_URL without https://), e.g. repairlens.example."
  type        = string
}

variable "image" {
  description = "The server image built from infra/Dockerfile, e.g. repairlens.azurecr.io/repairlens:1.4.2."
  type        = string
}

variable "registry_server" {
  description = "The container registry the image is pulled from (the app's managed identity needs AcrPull on it)."
  type        = string
}

variable "admin_emails" {
  description = "ADMIN_EMAILS: comma-separated e-mail addresses of the admin team."
  type        = string
}

variable "oidc_issuer" {
  description = "OIDC_ISSUER: the https issuer URL of the identity provider (Entra ID, Auth0...)."
  type        = string
}

variable "oidc_client_id" {
  description = "OIDC_CLIENT_ID registered at the identity provider for https://<public_hostname>/api/callback."
  type        = string
}

variable "email_sender_local_part" {
  description = "The part before @ of the sender address on the Azure-managed e-mail domain."
  type        = string
  default     = "DoNotReply"
}

variable "min_replicas" {
  description = "Instances always running. Two keep the service up through a replica restart."
  type        = number
  default     = 2
}

variable "max_replicas" {
  description = "Upper bound for autoscaling; size PostgreSQL max_connections for it (see docs/operations.md)."
  type        = number
  default     = 10
}

variable "concurrent_requests_per_replica" {
  description = "Autoscaling adds a replica when in-flight HTTP requests per replica exceed this."
  type        = number
  default     = 50
}

variable "postgresql_sku" {
  description = "Azure Database for PostgreSQL flexible server SKU."
  type        = string
  default     = "GP_Standard_D2ds_v5"
}

variable "postgresql_storage_mb" {
  type    = number
  default = 65536
}

variable "postgresql_high_availability" {
  description = "Zone-redundant standby for PostgreSQL (doubles its cost; recommended for production)."
  type        = bool
  default     = true
}

variable "backup_retention_days" {
  description = "Point-in-time restore window of PostgreSQL, in days (7-35)."
  type        = number
  default     = 35
}

variable "upload_cool_after_days" {
  description = "Uploaded photos and videos move to the cool tier after this many days without change."
  type        = number
  default     = 30
}

variable "upload_delete_after_days" {
  description = "Uploaded media older than this are deleted; the repair keeps its instructions (privacy policy)."
  type        = number
  default     = 365
}

variable "tags" {
  type    = map(string)
  default = {}
}

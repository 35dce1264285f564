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

variable "admin_subjects" {
  description = "ADMIN_SUBJECTS: comma-separated issuer#subject (or subject) of admins, for issuers that verify no e-mail."
  type        = string
  default     = ""
}

variable "oidc_email_linking_issuers" {
  description = "OIDC_EMAIL_LINKING_ISSUERS: issuers trusted to link a new sign-in to an account by a verified e-mail."
  type        = string
  default     = ""
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

variable "database_pool_max" {
  description = "PostgreSQL connections per replica for requests (DATABASE_POOL_MAX): about half the in-flight requests that add a replica, so signed-in reads do not queue for one."
  type        = number
  default     = 25
}

variable "jobs_pool_max" {
  description = "PostgreSQL connections per replica for the durable job queue (JOBS_POOL_MAX)."
  type        = number
  default     = 4
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

variable "openai_location" {
  description = "Region of the Azure OpenAI account; the model and deployment type must be offered there."
  type        = string
  default     = "canadaeast"
}

variable "openai_model_name" {
  description = "The vision-capable model the instruction writer runs (gpt-4o, gpt-4.1-mini...)."
  type        = string
  default     = "gpt-4o"
}

variable "openai_model_version" {
  description = "The model version; deployments never upgrade by themselves (see ai.tf)."
  type        = string
  default     = "2024-11-20"
}

variable "openai_deployment_type" {
  description = "GlobalStandard (widest availability and quota; a request may be processed in any Azure region) or Standard (processed in openai_location)."
  type        = string
  default     = "GlobalStandard"
}

variable "openai_capacity" {
  description = "Thousands of tokens per minute the deployment may use; one repair takes about 8 (photo) to 14 (video)."
  type        = number
  default     = 150
}

variable "openai_api_version" {
  description = "LLM_API_VERSION: an Azure OpenAI API version with structured outputs (2024-10-21 or later)."
  type        = string
  default     = "2024-10-21"
}

variable "openai_image_detail" {
  description = "LLM_IMAGE_DETAIL: high reads labels and model numbers; low costs about a tenth of the image tokens."
  type        = string
  default     = "high"
}

variable "azure_vision_enabled" {
  description = "Also run Azure AI Vision on each upload (tags, objects, label text) for the writer to read."
  type        = bool
  default     = false
}

variable "azure_vision_location" {
  description = "Region of the Azure AI Vision resource; Caption exists only in some (see AZURE_VISION_FEATURES)."
  type        = string
  default     = "canadacentral"
}

variable "azure_vision_features" {
  description = "AZURE_VISION_FEATURES: add caption only where azure_vision_location offers it."
  type        = string
  default     = "tags,objects,read"
}

variable "tags" {
  type    = map(string)
  default = {}
}

variable "network_address_space" {
  description = "Address space of the private network holding the apps' and the database's subnets (a /16)."
  type        = string
  default     = "10.40.0.0/16"
}

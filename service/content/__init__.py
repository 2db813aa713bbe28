"""What content is: the model of every content file and the registry naming them."""

from service.content.addresses import https_origin
from service.content.copy import COPY_MODELS, ProductAddress, ProductPage
from service.content.models import (
    CONTENT_MAX,
    EXCERPT_MAX,
    MEMBER_ID_MAX,
    MEMBER_ID_PATTERN,
    TITLE_MAX,
    URL_MAX,
    Acknowledgement,
    Acknowledgements,
    Company,
    Content,
    ImageUpload,
    MemberId,
    NewPost,
    Page,
    Post,
    PostChange,
    PostUpdate,
    Service,
    SiteFacts,
    without_unwanted_characters,
)
from service.content.office_hours import OfficeHours, SpecialHours
from service.content.registry import (
    FIXED_DOCUMENTS,
    FOLDER_DOCUMENTS,
    document_adapter,
    document_name,
    known_document_adapter,
)
from service.content.slugs import SLUG_MAX_LENGTH, is_valid_slug
from service.content.wording import DocumentWordingReviews, WordingReview

__all__ = [
    "CONTENT_MAX",
    "COPY_MODELS",
    "EXCERPT_MAX",
    "FIXED_DOCUMENTS",
    "FOLDER_DOCUMENTS",
    "MEMBER_ID_MAX",
    "MEMBER_ID_PATTERN",
    "SLUG_MAX_LENGTH",
    "TITLE_MAX",
    "URL_MAX",
    "Acknowledgement",
    "Acknowledgements",
    "Company",
    "Content",
    "DocumentWordingReviews",
    "ImageUpload",
    "MemberId",
    "NewPost",
    "OfficeHours",
    "Page",
    "Post",
    "PostChange",
    "PostUpdate",
    "ProductAddress",
    "ProductPage",
    "Service",
    "SiteFacts",
    "SpecialHours",
    "WordingReview",
    "document_adapter",
    "document_name",
    "https_origin",
    "is_valid_slug",
    "known_document_adapter",
    "without_unwanted_characters",
]

/** The library posts' API; a post is answered as core's libraryPostViewSchema. */
export const libraryPostsPath = '/api/library-posts';

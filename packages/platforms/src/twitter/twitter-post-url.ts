/** The public link X gives a post: `https://x.com/{username}/status/{id}`. */
export function twitterPostUrl(username: string, id: string): string {
  return `https://x.com/${encodeURIComponent(username)}/status/${id}`;
}

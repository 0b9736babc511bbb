export type ButtonProps = {
    label: string;
    onClick?: (count: number) => void;
};
export default function Button({ label, onClick }: ButtonProps): import("react").JSX.Element;
